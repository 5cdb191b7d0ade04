import type { StoredEvent } from '@cairn/contracts';
import type { Consumer, Kafka } from 'kafkajs';
import type { ReadStore } from '../read-store/read-store.port';
import { applyOnce, CONSUMER_POSITIONS, type EventsEffect } from './stream-dedupe';

/**
 * Consumes the relay's topic in a consumer group (the projection service, the worker: each its own
 * group, each scaled by partitions). A batch is applied once (stream-dedupe) before its offsets
 * are committed: a crash redelivers, and the redelivered copies are dropped.
 */
export class KafkaEventConsumer {
  private readonly consumer: Consumer;

  constructor(
    kafka: Kafka,
    private readonly rows: ReadStore,
    private readonly topic: string,
    readonly group: string,
    private readonly effect: EventsEffect,
  ) {
    this.consumer = kafka.consumer({ groupId: group });
  }

  async start(): Promise<void> {
    await this.rows.register([CONSUMER_POSITIONS]);
    await this.consumer.connect();
    await this.consumer.subscribe({ topics: [this.topic], fromBeginning: true });
    await this.consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
        if (!isRunning() || isStale()) return;
        const events = batch.messages.map((message) => JSON.parse(message.value?.toString() ?? 'null') as StoredEvent);
        await applyOnce(this.rows, this.group, events.filter(Boolean), this.effect);
        const last = batch.messages[batch.messages.length - 1];
        if (!last) return;
        resolveOffset(last.offset);
        // Committed only after the effect is stored: the next offset to read, as Kafka expects.
        await this.consumer.commitOffsets([{ topic: batch.topic, partition: batch.partition, offset: (BigInt(last.offset) + 1n).toString() }]);
        await heartbeat();
      },
    });
  }

  async stop(): Promise<void> {
    await this.consumer.disconnect();
  }
}
