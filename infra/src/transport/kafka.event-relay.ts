import type { StoredEvent } from '@cairn/contracts';
import type { Kafka, Message, Producer } from 'kafkajs';
import { START, type EventStore } from '../event-store/event-store.port';
import type { ReadStore } from '../read-store/read-store.port';
import type { Logger } from '../observability/logger';

export const toMessage = (event: StoredEvent): Message => ({
  key: event.streamId, // one partition per stream: its events stay in order
  value: JSON.stringify(event),
  // W3C trace context as a Kafka header too: consumers and OpenTelemetry read it without the value.
  headers: {
    type: event.type,
    eventId: event.id,
    ...(event.metadata.traceparent && { traceparent: event.metadata.traceparent }),
  },
});

/**
 * Tails the event store from its checkpoint and produces every event to one topic, keyed by
 * stream id. The producer is idempotent and waits for all in-sync replicas (acks -1); the
 * checkpoint moves only after the broker acknowledged the batch, so a crash re-sends (at least
 * once) and never skips. Consumers drop the re-sent copies by (stream id, position).
 */
export class KafkaEventRelay {
  private readonly producer: Producer;
  private abort = new AbortController();
  private loop: Promise<void> | null = null;

  constructor(
    kafka: Kafka,
    private readonly events: EventStore,
    private readonly rows: ReadStore,
    private readonly topic: string,
    private readonly logger?: Logger,
  ) {
    this.producer = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: true,
    });
  }

  get checkpointName(): string {
    return `relay:${this.topic}`;
  }

  async start(): Promise<void> {
    await this.producer.connect();
    this.abort = new AbortController();
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await this.loop;
    await this.producer.disconnect();
  }

  private async run(): Promise<void> {
    while (!this.abort.signal.aborted) {
      try {
        const from = (await this.rows.checkpoint(this.checkpointName)) ?? START;
        await this.events.subscribe(
          from,
          async (batch) => {
            await this.producer.send({
              topic: this.topic,
              acks: -1,
              messages: batch.events.map(toMessage),
            });
            await this.rows.commit([], { [this.checkpointName]: batch.checkpoint });
          },
          { batchSize: 200, signal: this.abort.signal },
        );
      } catch (error) {
        if (this.abort.signal.aborted) return;
        this.logger?.error('relay paused after an error; resuming from its checkpoint', {
          error: String(error),
        });
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }
}
