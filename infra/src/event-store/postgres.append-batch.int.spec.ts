import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { sqlTestEngines } from '../sql/sql-test-engines';
import type { SqlClient } from '../sql/sql-client.port';
import { START, type AppendOutcome } from './event-store.port';
import { appendRequest, events, streamId } from './event-store.contract-fixtures';
import { verifyEventStore } from './event-store.verifier';
import { createPostgresEventStore, type PostgresEventStore } from './postgres.event-store';

const engines = sqlTestEngines('batch_test');

/**
 * Appends submitted together go as one batch (cairn_append_batch): the first takes the only
 * lane, everything submitted while it runs goes in the next statement. Each command must
 * come out as if the commands had run one after the other in submission order.
 */
describe.each(engines)('batched appends on %s', (_, open) => {
  let cleanup: () => Promise<void> = async () => undefined;
  const setUp = async (): Promise<{ sql: SqlClient; store: PostgresEventStore }> => {
    const { sql, drop } = await open();
    const store = await createPostgresEventStore(sql, { appendLanes: 1 });
    cleanup = async () => {
      await store.close();
      await drop();
    };
    return { sql, store };
  };
  afterEach(() => cleanup());

  it('answers each command of a batch as if they had run one after the other', async () => {
    const { sql, store } = await setUp();
    const shared = streamId();
    const existing = streamId();
    const repeated = randomUUID();
    await store.append(
      appendRequest([{ streamId: existing, expectedVersion: -1, events: events(1) }]),
    );

    const head = store.append(
      appendRequest([{ streamId: streamId(), expectedVersion: -1, events: events(1) }]),
    );
    const batch = await Promise.all([
      store.append(appendRequest([{ streamId: shared, expectedVersion: -1, events: events(2) }])),
      store.append(appendRequest([{ streamId: existing, expectedVersion: 5, events: events(1) }])),
      store.append(
        appendRequest([{ streamId: shared, expectedVersion: 1, events: events(1) }], repeated),
      ),
      store.append(appendRequest([{ streamId: shared, expectedVersion: 1, events: events(1) }])),
      store.append(
        appendRequest([{ streamId: streamId(), expectedVersion: -1, events: events(3) }], repeated),
      ),
      store.append(
        appendRequest([
          { streamId: existing, expectedVersion: 0, events: events(2) },
          { streamId: streamId(), expectedVersion: 'any', events: events(1) },
        ]),
      ),
    ]);
    expect((await head).kind).toBe('appended');
    expect(batch.map((o) => o.kind)).toEqual([
      'appended',
      'conflict',
      'appended',
      'conflict',
      'duplicate',
      'appended',
    ]);
    expect(batch[1]).toEqual({ kind: 'conflict', streamId: existing });
    expect(batch[3]).toEqual({ kind: 'conflict', streamId: shared });
    expect(batch[4]).toEqual({
      kind: 'duplicate',
      result: { status: 201, body: { commandId: repeated } },
    });

    // What each command was answered is what a reader gets back, in the same global order.
    const appended = batch
      .filter((o): o is Extract<AppendOutcome, { kind: 'appended' }> => o.kind === 'appended')
      .flatMap((o) => o.events);
    expect((await store.readStream(shared)).map((e) => e.streamPosition)).toEqual([0, 1, 2]);
    expect(await store.readStream(shared)).toEqual(appended.filter((e) => e.streamId === shared));
    const all = await store.readAll(START, 1000);
    expect(all.events.slice(-appended.length)).toEqual(appended);
    expect(new Set(appended.map((e) => e.transactionId)).size).toBe(1);
    expect(await verifyEventStore(sql)).toMatchObject({ problems: [] });
  });

  it('fails only the command that breaks the batch statement; the others are appended', async () => {
    const { store } = await setUp();
    const taken = events(1);
    await store.append(
      appendRequest([{ streamId: streamId(), expectedVersion: -1, events: taken }]),
    );
    const head = store.append(
      appendRequest([{ streamId: streamId(), expectedVersion: -1, events: events(1) }]),
    );
    const fine = streamId();
    const [ok, reused, alsoOk] = await Promise.all([
      store.append(appendRequest([{ streamId: fine, expectedVersion: -1, events: events(1) }])),
      // An event id that is already stored: the unique index refuses the whole statement.
      store.append(appendRequest([{ streamId: streamId(), expectedVersion: -1, events: taken }])),
      store.append(appendRequest([{ streamId: fine, expectedVersion: 0, events: events(1) }])),
    ]);
    expect((await head).kind).toBe('appended');
    expect(ok.kind).toBe('appended');
    expect(reused.kind).toBe('conflict');
    expect(alsoOk.kind).toBe('appended');
    expect((await store.readStream(fine)).map((e) => e.streamPosition)).toEqual([0, 1]);
  });
});
