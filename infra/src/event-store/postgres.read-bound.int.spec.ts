import { afterEach, describe, expect, it } from 'vitest';
import { createPgSqlClient } from '../sql/pg.sql-client';
import { createPgTestSchema, type PgTestSchema } from '../sql/pg.test-schema';
import type { SqlClient } from '../sql/sql-client.port';
import { appendOne } from './event-store.contract-fixtures';
import { createPostgresEventStore } from './postgres.event-store';
import type { EventStore } from './event-store.port';

const databaseUrl = process.env.DATABASE_URL;
const START = { txId: '0', position: '0' };

/** A transaction held open on `sql` with a transaction id (and, for an app writer, an advisory lock), until released. */
const holdTransaction = async (sql: SqlClient, asAppWriter: boolean) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started!: () => void;
  const ready = new Promise<void>((resolve) => {
    started = resolve;
  });
  const done = sql.transaction(async (tx) => {
    if (asAppWriter) await tx.query('select pg_advisory_xact_lock(4242)');
    await tx.query('select pg_current_xact_id()');
    started();
    await released;
  });
  await ready;
  return async () => {
    release();
    await done;
  };
};

(databaseUrl ? describe : describe.skip)(
  'the global read bound on PostgreSQL (DATABASE_URL)',
  () => {
    let schema: PgTestSchema;
    let store: EventStore;
    const others: SqlClient[] = [];
    afterEach(async () => {
      await store?.close();
      await schema?.drop();
      await Promise.all(others.splice(0).map((sql) => sql.close()));
    });
    const open = async () => {
      schema = await createPgTestSchema(databaseUrl!, 'es_bound');
      store = await createPostgresEventStore(schema.open());
      return schema;
    };

    it('a long transaction in another database does not hold back the readers of this one', async () => {
      await open();
      const elsewhere = createPgSqlClient({
        connectionString: databaseUrl!.replace(/\/[^/?]+(\?|$)/, '/postgres$1'),
      });
      others.push(elsewhere);
      const finish = await holdTransaction(elsewhere, true);
      try {
        await appendOne(store, 'bound-1', 'any', 2);
        const batch = await store.readAll(START, 10);
        expect(batch.events.map((e) => e.streamId)).toEqual(['bound-1', 'bound-1']);
      } finally {
        await finish();
      }
    });

    it('a writer of this database still in flight holds readers before its transaction, until it commits', async () => {
      const { open: connect } = await open();
      const writer = connect();
      await appendOne(store, 'before', 'any');
      const finish = await holdTransaction(writer, true);
      await appendOne(store, 'after', 'any');
      expect((await store.readAll(START, 10)).events.map((e) => e.streamId)).toEqual(['before']);
      await finish();
      expect((await store.readAll(START, 10)).events.map((e) => e.streamId)).toEqual([
        'before',
        'after',
      ]);
    });
  },
);
