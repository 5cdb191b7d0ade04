import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '@cairn/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresReadStore, type PostgresReadStore } from '../read-store/postgres.read-store';
import { createPgliteSqlClient, type PgliteSqlClient } from '../sql/pglite.sql-client';
import { applyOnce, CONSUMER_POSITIONS, type EventsEffect } from './stream-dedupe';

const event = (streamId: string, streamPosition: number): StoredEvent =>
  ({
    id: randomUUID(),
    type: 'HubPaused',
    data: { uuid: streamId, at: '2025-01-01T00:00:00.000Z' },
    schemaVersion: 1,
    streamId,
    streamPosition,
    globalPosition: '0',
    metadata: {
      actorUuid: null,
      commandId: 'c',
      correlationId: 'c',
      causationId: null,
      occurredAt: '2025-01-01T00:00:00.000Z',
    },
  }) as StoredEvent;

/** The consumer side of the transport without a broker: duplicates by (stream id, position) have no effect. */
describe('applyOnce (PGlite read store)', () => {
  let sql: PgliteSqlClient;
  let rows: PostgresReadStore;
  beforeAll(async () => {
    sql = await createPgliteSqlClient();
    rows = await createPostgresReadStore(sql);
    await rows.register([CONSUMER_POSITIONS, { name: 'effects', fields: {} }]);
  });
  afterAll(async () => {
    await rows.close();
    await sql.close();
  });

  const counting =
    (seen: string[]): EventsEffect =>
    async (events) => {
      seen.push(...events.map((e) => `${e.streamId}@${e.streamPosition}`));
      return events.map((e) => ({
        model: 'effects',
        id: `${e.streamId}@${e.streamPosition}`,
        row: { at: e.streamPosition },
      }));
    };

  it('drops redelivered events and copies inside one batch, per consumer group', async () => {
    const a = event('s-a', 0);
    const b = [event('s-b', 0), event('s-b', 1)];
    const seen: string[] = [];
    expect(await applyOnce(rows, 'g1', [a, b[0], a, b[1]], counting(seen))).toBe(3);
    expect(await applyOnce(rows, 'g1', [b[1], a, b[0]], counting(seen))).toBe(0);
    expect(await applyOnce(rows, 'g1', [b[1], event('s-b', 2)], counting(seen))).toBe(1);
    expect(seen).toEqual(['s-a@0', 's-b@0', 's-b@1', 's-b@2']);
    const other: string[] = [];
    expect(await applyOnce(rows, 'g2', [a], counting(other))).toBe(1); // another group has its own positions
  });

  it('stores nothing when the effect’s commit fails, so the redelivery applies it', async () => {
    const e = event(`s-${randomUUID()}`, 0);
    const failing: EventsEffect = async () => [
      { model: 'effects', id: 'bad', row: { text: 'nul \u0000' } },
    ];
    await expect(applyOnce(rows, 'g3', [e], failing)).rejects.toThrow();
    const seen: string[] = [];
    expect(await applyOnce(rows, 'g3', [e], counting(seen))).toBe(1);
  });
});
