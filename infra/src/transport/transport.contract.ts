import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '@cairn/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendOne } from '../event-store/event-store.contract-fixtures';
import type { EventStore } from '../event-store/event-store.port';
import { createPostgresEventStore } from '../event-store/postgres.event-store';
import { createPostgresReadStore } from '../read-store/postgres.read-store';
import type { ReadStore } from '../read-store/read-store.port';
import { createPgliteSqlClient, type PgliteSqlClient } from '../sql/pglite.sql-client';
import type { EventsEffect } from './stream-dedupe';

interface Startable {
  start(): Promise<void>;
  stop(): Promise<void>;
}
/** What a transport adapter's spec hands the suite: a relay and consumers on one topic. */
export interface TransportHarness {
  relay(events: EventStore, rows: ReadStore, topic: string): Startable;
  consumer(rows: ReadStore, topic: string, group: string, effect: EventsEffect): Startable;
  cleanup(): Promise<void>;
}

const until = async (check: () => boolean, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for delivery');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** At-least-once delivery with no duplicate effect, across a consumer restart and a relay re-send. */
export const transportContract = (
  name: string,
  makeHarness: () => Promise<TransportHarness>,
): void => {
  describe(`Transport contract: ${name}`, () => {
    let harness: TransportHarness;
    let sql: PgliteSqlClient;
    let events: EventStore;
    let rows: ReadStore;
    beforeAll(async () => {
      harness = await makeHarness();
      sql = await createPgliteSqlClient();
      events = await createPostgresEventStore(sql);
      rows = await createPostgresReadStore(sql);
      await rows.register([{ name: 'transport_effects', fields: {} }]);
    }, 120_000);
    afterAll(async () => {
      await harness?.cleanup();
      await events?.close();
      await sql?.close();
    });

    it('delivers every event once in effect, in stream order, across restarts', async () => {
      const topic = `cairn-contract-${randomUUID()}`;
      const group = `group-${randomUUID()}`;
      const streams = Array.from({ length: 5 }, () => `hub-${randomUUID()}`);
      for (let round = 0; round < 6; round++) {
        for (const id of streams) await appendOne(events, id, round - 1);
      }
      const applied = new Map<string, number>();
      const order = new Map<string, number[]>();
      const effect: EventsEffect = async (batch: StoredEvent[]) => {
        for (const event of batch) {
          applied.set(event.id, (applied.get(event.id) ?? 0) + 1);
          order.set(event.streamId, [...(order.get(event.streamId) ?? []), event.streamPosition]);
        }
        return batch.map((event) => ({
          model: 'transport_effects',
          id: event.id,
          row: { streamId: event.streamId },
        }));
      };

      const relay = harness.relay(events, rows, topic);
      await relay.start();
      let consumer = harness.consumer(rows, topic, group, effect);
      await consumer.start();
      await until(() => applied.size >= 10);
      await consumer.stop(); // a restart: offsets not yet committed are delivered again
      for (const id of streams) await appendOne(events, id, 5);
      consumer = harness.consumer(rows, topic, group, effect);
      await consumer.start();
      await until(() => applied.size === 35);

      // The relay forgets its checkpoint and sends everything again: only copies arrive.
      await relay.stop();
      await rows.commit([], { [`relay:${topic}`]: { txId: '0', position: '0' } });
      await relay.start();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await relay.stop();
      await consumer.stop();

      expect([...applied.values()].every((count) => count === 1)).toBe(true);
      expect(applied.size).toBe(35);
      for (const id of streams) expect(order.get(id)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(await rows.list('transport_effects')).toHaveLength(35);
    }, 120_000);
  });
};
