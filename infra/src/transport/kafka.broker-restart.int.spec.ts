import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../event-store/event-store.port';
import { startLocalKafkaBroker, type LocalKafkaBroker } from '../test-engines/kafka.local-broker';
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

/** The event store as the relay sees it, with a hook called before each batch is handed to the relay. */
const hooked = (events: EventStore, beforeBatch: (index: number) => void): EventStore => ({
  append: (request) => events.append(request),
  findCommandResult: (commandId) => events.findCommandResult(commandId),
  readStream: (streamId, options) => events.readStream(streamId, options),
  readAll: (after, limit) => events.readAll(after, limit),
  countAfter: (after) => events.countAfter(after),
  waitForAppend: (maxWaitMs, signal) => events.waitForAppend(maxWaitMs, signal),
  close: () => events.close(),
  subscribe: (from, handler, options) => {
    let index = 0;
    return events.subscribe(
      from,
      async (batch) => {
        beforeBatch(index++);
        await handler(batch);
      },
      options,
    );
  },
});

if (realBrokers.length === 0) {
  describe.skip(`Kafka broker restart — skipped: ${skipReason}`, () => {
    it('needs a real broker', () => undefined);
  });
} else {
  // A broker of its own, since it is crashed: the suites sharing KAFKA_BROKERS run beside this one.
  describe('Kafka transport across a broker crash (a real broker of its own)', () => {
    let broker: LocalKafkaBroker;
    let stores: Awaited<ReturnType<typeof openStores>>;
    beforeAll(async () => {
      broker = await startLocalKafkaBroker();
      stores = await openStores();
    }, 180_000);
    afterAll(async () => {
      await broker?.destroy();
      await stores?.close();
    });

    it('loses no event and applies none twice when the broker dies in the middle of a relay batch', async () => {
      const { events, rows } = stores;
      const topic = `cairn-restart-${randomUUID()}`;
      const streams = Array.from({ length: 20 }, () => `hub-${randomUUID()}`);
      await appendRounds(events, streams, 10, 3); // 600 events: the relay sends them in batches of 200
      const kafka = kafkaClient([broker.bootstrap], 'cairn-restart');
      const log = new AppliedLog();
      let crash: Promise<void> | null = null;
      // The broker is killed while the relay sends its second batch: the send is cut off, or was
      // written and its acknowledgement lost, and the relay sends it again once the broker is back.
      const relay = new KafkaEventRelay(
        kafka,
        hooked(events, (index) => {
          if (index === 1 && !crash) crash = broker.crash();
        }),
        rows,
        topic,
      );
      const consumer = new KafkaEventConsumer(
        kafka,
        rows,
        topic,
        `group-${randomUUID()}`,
        log.effect('consumer'),
      );
      await relay.start();
      await consumer.start();

      await until(() => crash !== null, 60_000, 'the second relay batch');
      await crash;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await broker.start();
      await appendRounds(events, streams, 1); // after the restart: 20 more
      await until(() => log.distinct === 620, 150_000, 'every event after the restart');
      await new Promise((resolve) => setTimeout(resolve, 2_000)); // a late redelivery would show now
      await relay.stop();
      await consumer.stop();

      expect(log.duplicates).toBe(0);
      expect(log.distinct).toBe(620);
      for (const id of streams) expect(log.order.get(id)).toEqual(inOrder(31));
      expect(await rows.list(EFFECTS_MODEL)).toHaveLength(620);
    }, 300_000);
  });
}
