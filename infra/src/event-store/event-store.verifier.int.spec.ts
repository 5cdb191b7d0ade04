import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cairn/contracts';
import { sqlTestEngines } from '../sql/sql-test-engines';
import type { SqlClient } from '../sql/sql-client.port';
import { sealGlobalChain } from './event-chain.sealer';
import { verifyEventStore } from './event-store.verifier';
import { createPostgresEventStore, type PostgresEventStore } from './postgres.event-store';

const METADATA = {
  actorUuid: randomUUID(),
  correlationId: 'verify',
  causationId: null,
  occurredAt: '2026-01-01T00:00:00.000Z',
};
const note = (n: number): DomainEvent => ({
  type: 'HubPaused',
  data: { uuid: `n-${n}`, at: '2026-01-01T00:00:00.000Z' },
});

/** Three streams of three events, appended by commands of one and of several streams. */
const fill = async (store: PostgresEventStore): Promise<void> => {
  let n = 0;
  for (const stream of ['a', 'b', 'c']) {
    const outcome = await store.append({
      commandId: randomUUID(),
      metadata: METADATA,
      result: { status: 201, body: null },
      appends: [
        { streamId: stream, expectedVersion: -1, events: [{ ...note(n++), id: randomUUID() }] },
      ],
    });
    expect(outcome.kind).toBe('appended');
  }
  for (let round = 0; round < 2; round++) {
    const outcome = await store.append({
      commandId: randomUUID(),
      metadata: METADATA,
      result: { status: 201, body: null },
      appends: ['c', 'a', 'b'].map((streamId) => ({
        streamId,
        expectedVersion: round,
        events: [{ ...note(n++), id: randomUUID() }],
      })),
    });
    expect(outcome.kind).toBe('appended');
  }
};

/**
 * Seals until `expected` events are sealed: on a shared server, an append in flight in another
 * test's schema holds the read bound back for a moment (read-bound.sql.ts), so one call may seal fewer.
 */
const sealAll = async (sql: SqlClient, expected: number): Promise<number> => {
  let sealed = 0;
  for (const until = Date.now() + 10_000; sealed < expected && Date.now() < until;) {
    sealed += await sealGlobalChain(sql);
    if (sealed < expected) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return sealed;
};

const engines = sqlTestEngines('verify_test');

describe.each(engines)('tamper evidence on %s', (_, open) => {
  let cleanup: () => Promise<void> = async () => undefined;
  const setUp = async (seal: boolean) => {
    const { sql, drop } = await open();
    const store = await createPostgresEventStore(sql);
    cleanup = async () => {
      await store.close();
      await drop();
    };
    await fill(store);
    if (seal) expect(await sealAll(sql, 9)).toBe(9);
    return sql;
  };
  afterEach(() => cleanup());

  it('finds nothing wrong in an untouched store, sealed or not', async () => {
    const sql = await setUp(false);
    expect(await verifyEventStore(sql)).toMatchObject({
      events: 9,
      streams: 3,
      sealed: 0,
      problems: [],
    });
    expect(await sealAll(sql, 9)).toBe(9);
    expect(await sealGlobalChain(sql)).toBe(0);
    const report = await verifyEventStore(sql);
    expect(report).toMatchObject({ events: 9, sealed: 9, unhashed: 0, problems: [] });
    expect(report.chainHead).toMatch(/^[0-9a-f]{64}$/);
  });

  it('names an event whose data was changed in place', async () => {
    const sql = await setUp(false);
    await sql.query(
      `update events set data = jsonb_set(data, '{uuid}', '"forged"') where stream_id = 'b' and stream_position = 1`,
    );
    const { problems } = await verifyEventStore(sql);
    expect(problems[0]).toMatchObject({ kind: 'changed', streamId: 'b', streamPosition: 1 });
  });

  it('names a changed event even when its hash and the stream after it were recomputed, once sealed', async () => {
    const sql = await setUp(true);
    // A forger who knows the scheme rewrites the event and its hash and the stream head.
    await sql.query(
      `update events set metadata = jsonb_set(metadata, '{actorUuid}', '"someone-else"') where stream_id = 'c' and stream_position = 2`,
    );
    await sql.query(`update events set hash = sha256(coalesce((select hash from events p where p.stream_id = 'c' and p.stream_position = 1), '') ||
      cairn_event_digest(stream_id, stream_position, id, type, schema_version, data, metadata)) where stream_id = 'c' and stream_position = 2`);
    await sql.query(
      `update streams set last_hash = (select hash from events where stream_id = 'c' and stream_position = 2) where stream_id = 'c'`,
    );
    const { problems } = await verifyEventStore(sql);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ kind: 'changed', streamId: 'c', streamPosition: 2 });
    expect(problems[0].message).toContain('after it was sealed');
  });

  it('names an event removed from the middle of a stream', async () => {
    const sql = await setUp(false);
    await sql.query(`delete from events where stream_id = 'a' and stream_position = 1`);
    const { problems } = await verifyEventStore(sql);
    expect(problems[0]).toMatchObject({ kind: 'removed', streamId: 'a', streamPosition: 1 });
  });

  it('names the last event of a stream removed, by the stream head and by the global chain', async () => {
    const sql = await setUp(true);
    const { rows } = await sql.query<{ pos: string }>(
      `delete from events where stream_id = 'b' and stream_position = 2 returning global_position::text as pos`,
    );
    const { problems } = await verifyEventStore(sql);
    expect(problems[0]).toMatchObject({ kind: 'removed', globalPosition: rows[0].pos });
    expect(problems).toContainEqual(
      expect.objectContaining({ kind: 'removed', streamId: 'b', streamPosition: 2 }),
    );
  });
});
