import type { StoredEvent } from '@cairn/contracts';
import type { Consumer, Kafka } from 'kafkajs';
import type { Logger } from '../observability/logger';
import type { ReadStore } from '../read-store/read-store.port';
import { applyOnce, CONSUMER_POSITIONS, type EventsEffect } from './stream-dedupe';

const REOPEN_MS = 1_000;

/**
 * Consumes the relay's topic in a consumer group (the projection service, the worker: each its own
 * group, each scaled by partitions). A batch is applied once (stream-dedupe) before its offsets
 * are committed: a crash redelivers, and the redelivered copies are dropped.
 */
export class KafkaEventConsumer {
  private consumer: Consumer | null = null;
  private stopped = true;
  private reopening: Promise<void> | null = null;

  constructor(
    private readonly kafka: Kafka,
    private readonly rows: ReadStore,
    private readonly topic: string,
    readonly group: string,
    private readonly effect: EventsEffect,
    private readonly logger?: Logger,
  ) {}

  async start(): Promise<void> {
    await this.rows.register([CONSUMER_POSITIONS]);
    await this.ensureTopic();
    this.stopped = false;
    await this.open();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.reopening;
    await this.consumer?.disconnect();
  }

  private async open(): Promise<void> {
    const consumer = this.kafka.consumer({ groupId: this.group });
    this.consumer = consumer;
    // kafkajs restarts a consumer by itself after a retriable error only. After another one (seen:
    // the group coordinator not found while the broker restarts) it stops for good, and the process
    // would go on consuming nothing: it is opened again here.
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (!payload.restart && !this.stopped) this.reopen(payload.error);
    });
    await consumer.connect();
    await consumer.subscribe({ topics: [this.topic], fromBeginning: true });
    await consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
        if (!isRunning() || isStale()) return;
        const events = batch.messages.map(
          (message) => JSON.parse(message.value?.toString() ?? 'null') as StoredEvent,
        );
        await applyOnce(this.rows, this.group, events.filter(Boolean), this.effect);
        const last = batch.messages[batch.messages.length - 1];
        if (!last) return;
        resolveOffset(last.offset);
        // Committed only after the effect is stored: the next offset to read, as Kafka expects.
        await consumer.commitOffsets([
          {
            topic: batch.topic,
            partition: batch.partition,
            offset: (BigInt(last.offset) + 1n).toString(),
          },
        ]);
        await heartbeat();
      },
    });
  }

  private reopen(cause: Error): void {
    if (this.reopening) return;
    this.logger?.error(`consumer ${this.group} stopped after an error; joining the group again`, {
      error: String(cause),
    });
    this.reopening = (async () => {
      while (!this.stopped) {
        await new Promise((resolve) => setTimeout(resolve, REOPEN_MS));
        if (this.stopped) return;
        await this.consumer?.disconnect().catch(() => undefined);
        try {
          await this.open();
          return;
        } catch (error) {
          this.logger?.error(`consumer ${this.group} could not join the group; trying again`, {
            error: String(error),
          });
        }
      }
    })().finally(() => {
      this.reopening = null;
    });
  }

  /**
   * A consumer may start before the relay's first send created the topic; a broker answers the
   * subscription to a missing topic with an error (seen on Kafka 4.4), so the topic is created here
   * with the broker's defaults, as the relay's first send would. An existing topic is left as it is
   * (looked up first: kafkajs logs an error for a topic that already exists).
   */
  private async ensureTopic(): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      if (!(await admin.listTopics()).includes(this.topic))
        await admin.createTopics({ topics: [{ topic: this.topic }], waitForLeaders: true });
    } finally {
      await admin.disconnect();
    }
  }
}
