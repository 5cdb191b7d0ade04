import { type StoredEvent, defined } from '@cairn/contracts';
import { Kafka, logLevel } from 'kafkajs';
import { appendOne } from '../event-store/event-store.contract-fixtures';
import type { EventStore } from '../event-store/event-store.port';
import { createPostgresEventStore } from '../event-store/postgres.event-store';
import { createPostgresReadStore } from '../read-store/postgres.read-store';
import type { ReadStore } from '../read-store/read-store.port';
import { createPgliteSqlClient } from '../sql/pglite.sql-client';
import type { EventsEffect } from './stream-dedupe';

/** The suites that need a real broker run with KAFKA_BROKERS (CI starts one: infra/kafka/kafka-broker.sh). */
export const realBrokers =
  process.env.KAFKA_BROKERS?.split(',')
    .map((s) => s.trim())
    .filter(Boolean) ?? [];
export const skipReason =
  'no KAFKA_BROKERS (`bash infra/kafka/kafka-broker.sh start` starts a broker and prints one)';

/**
 * A client as createKafkaTransport makes one (kafkajs' default retries), quiet, since a broker
 * restart logs many errors; KAFKAJS_LOG=1 shows kafkajs' log when a suite needs looking into.
 */
export const kafkaClient = (brokers: string[], clientId: string): Kafka =>
  new Kafka({
    clientId,
    brokers,
    logLevel: process.env.KAFKAJS_LOG ? logLevel.INFO : logLevel.NOTHING,
  });

export const EFFECTS_MODEL = 'transport_effects';

/** An event store and a read store on one PGlite database, as the relay and the consumers share them in a test. */
export const openStores = async (): Promise<{
  events: EventStore;
  rows: ReadStore;
  close(): Promise<void>;
}> => {
  const sql = await createPgliteSqlClient();
  const events = await createPostgresEventStore(sql);
  const rows = await createPostgresReadStore(sql);
  await rows.register([{ name: EFFECTS_MODEL, fields: {} }]);
  return {
    events,
    rows,
    close: async () => {
      await events.close();
      await sql.close();
    },
  };
};

/** Appends `rounds` rounds of `perRound` events to each stream, interleaved in the global log. */
export const appendRounds = async (
  events: EventStore,
  streams: string[],
  rounds: number,
  perRound = 1,
): Promise<void> => {
  const heads = new Map<string, number>();
  for (const id of streams) heads.set(id, (await events.readStream(id)).length - 1);
  for (let round = 0; round < rounds; round++) {
    for (const id of streams) {
      const head = defined(heads.get(id), `the head of ${id}`);
      await appendOne(events, id, head, perRound);
      heads.set(id, head + perRound);
    }
  }
};

/** What the consumers applied: how often each event, in which order per stream, and by whom. */
export class AppliedLog {
  readonly count = new Map<string, number>();
  readonly order = new Map<string, number[]>();
  readonly by = new Map<string, number>();

  effect(consumer: string): EventsEffect {
    return async (batch: StoredEvent[]) => {
      for (const event of batch) {
        this.count.set(event.id, (this.count.get(event.id) ?? 0) + 1);
        this.order.set(event.streamId, [
          ...(this.order.get(event.streamId) ?? []),
          event.streamPosition,
        ]);
        this.by.set(consumer, (this.by.get(consumer) ?? 0) + 1);
      }
      return batch.map((event) => ({
        model: EFFECTS_MODEL,
        id: event.id,
        row: { streamId: event.streamId },
      }));
    };
  }

  get distinct(): number {
    return this.count.size;
  }
  get duplicates(): number {
    return [...this.count.values()].filter((n) => n > 1).length;
  }
}

export const until = async (
  check: () => boolean | Promise<boolean>,
  timeoutMs = 90_000,
  what = 'delivery',
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** The positions 0..n-1: a stream's events applied once each, in order. */
export const inOrder = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
