import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '@cairn/contracts';
import type { Kafka } from 'kafkajs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KafkaEventConsumer } from './kafka.event-consumer';
import { KafkaEventRelay } from './kafka.event-relay';
import {
  AppliedLog,
  appendRounds,
  EFFECTS_MODEL,
  inOrder,
  kafkaClient,
  openStores,
  realBrokers,
  skipReason,
  until,
} from './kafka.real-broker.fixtures';

/** A topic of three partitions, whatever the broker's default: the streams must spread over several. */
const createTopic = async (kafka: Kafka): Promise<string> => {
  const topic = `cairn-group-${randomUUID()}`;
  const admin = kafka.admin();
  await admin.connect();
  try {
    await admin.createTopics({ topics: [{ topic, numPartitions: 3 }], waitForLeaders: true });
  } finally {
    await admin.disconnect();
  }
  return topic;
};

if (realBrokers.length === 0) {
  describe.skip(`Kafka consumer groups — skipped: ${skipReason}`, () => {
    it('needs a real broker', () => undefined);
  });
} else {
  describe('Kafka transport on a real broker: partitions and consumer groups', () => {
    let stores: Awaited<ReturnType<typeof openStores>>;
    let kafka: Kafka;
    beforeAll(() => {
      kafka = kafkaClient(realBrokers, 'cairn-groups');
    });
    // Stores of its own for each test: a relay sends everything its event store holds.
    beforeEach(async () => {
      stores = await openStores();
    });
    afterEach(async () => {
      await stores?.close();
    });

    it('keeps each stream in one partition and in order, with the streams spread over every partition', async () => {
      const { events, rows } = stores;
      const topic = await createTopic(kafka);
      const streams = Array.from({ length: 30 }, () => `hub-${randomUUID()}`);
      await appendRounds(events, streams, 5);
      const relay = new KafkaEventRelay(kafka, events, rows, topic);
      const log = new AppliedLog();
      const consumer = new KafkaEventConsumer(
        kafka,
        rows,
        topic,
        `group-${randomUUID()}`,
        log.effect('consumer'),
      );
      // What the broker holds: the partition of every message, read by a plain consumer of its own.
      const partitionsOf = new Map<string, Set<number>>();
      const raw = kafka.consumer({ groupId: `raw-${randomUUID()}` });
      let read = 0;
      await raw.connect();
      await raw.subscribe({ topics: [topic], fromBeginning: true });
      await raw.run({
        eachMessage: async ({ partition, message }) => {
          const event = JSON.parse(message.value!.toString()) as StoredEvent;
          partitionsOf.set(
            event.streamId,
            (partitionsOf.get(event.streamId) ?? new Set()).add(partition),
          );
          read++;
        },
      });
      await relay.start();
      await consumer.start();
      await until(() => log.distinct === 150 && read >= 150);
      await Promise.all([relay.stop(), consumer.stop(), raw.disconnect()]);

      expect(log.duplicates).toBe(0);
      for (const id of streams) {
        expect(partitionsOf.get(id)?.size).toBe(1);
        expect(log.order.get(id)).toEqual(inOrder(5));
      }
      expect(new Set([...partitionsOf.values()].flatMap((set) => [...set])).size).toBe(3);
    }, 120_000);

    it('applies every event once and in stream order while a second consumer joins the group and the first leaves', async () => {
      const { events, rows } = stores;
      const topic = await createTopic(kafka);
      const group = `group-${randomUUID()}`;
      const streams = Array.from({ length: 12 }, () => `hub-${randomUUID()}`);
      let rounds = 3;
      await appendRounds(events, streams, rounds);
      const log = new AppliedLog();
      const relay = new KafkaEventRelay(kafka, events, rows, topic);
      const first = new KafkaEventConsumer(kafka, rows, topic, group, log.effect('first'));
      await relay.start();
      await first.start();
      await until(() => log.distinct === rounds * streams.length);

      // The second member takes some partitions from the first (a rebalance); more events follow
      // until it has applied some of them.
      const second = new KafkaEventConsumer(kafka, rows, topic, group, log.effect('second'));
      await second.start();
      while (!log.by.get('second') && rounds < 40) {
        await appendRounds(events, streams, 1);
        rounds++;
        await until(() => log.distinct === rounds * streams.length);
      }
      expect(log.by.get('second')).toBeGreaterThan(0);

      // The first leaves: the second takes every partition, with what the first had not committed.
      await first.stop();
      const firstApplied = log.by.get('first') ?? 0;
      const secondBefore = log.by.get('second') ?? 0;
      await appendRounds(events, streams, 3);
      rounds += 3;
      await until(() => log.distinct === rounds * streams.length);
      await relay.stop();
      await second.stop();

      expect(log.duplicates).toBe(0);
      expect(log.by.get('first')).toBe(firstApplied);
      expect((log.by.get('second') ?? 0) - secondBefore).toBe(3 * streams.length);
      for (const id of streams) expect(log.order.get(id)).toEqual(inOrder(rounds));
      expect(await rows.list(EFFECTS_MODEL)).toHaveLength(rounds * streams.length);
    }, 180_000);
  });
}
