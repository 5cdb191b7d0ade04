import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { createPgliteSqlClient, type PgliteSqlClient } from '../sql/pglite.sql-client';
import { createPgTestSchema } from '../sql/pg.test-schema';
import type { EventStore } from './event-store.port';
import { eventStoreContract } from './event-store.contract';
import { createPostgresEventStore } from './postgres.event-store';

const databaseUrl = process.env.DATABASE_URL;

eventStoreContract('PGlite in memory', async () => {
  const sql = await createPgliteSqlClient();
  const stores: EventStore[] = [await createPostgresEventStore(sql)];
  const another = async () => {
    stores.push(await createPostgresEventStore(sql));
    return stores[stores.length - 1];
  };
  return {
    store: stores[0],
    // The database outlives the store instance: only what is in it can answer a repeat.
    reopen: async () => {
      await stores[stores.length - 1].close();
      return another();
    },
    openAnother: another,
    cleanup: async () => {
      await Promise.all(stores.map((store) => store.close()));
      await sql.close();
    },
  };
});

eventStoreContract('PGlite with a data folder', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'cairn-es-'));
  let sql: PgliteSqlClient = await createPgliteSqlClient(dir);
  let store: EventStore = await createPostgresEventStore(sql);
  const others: EventStore[] = [];
  return {
    store,
    openAnother: async () => {
      others.push(await createPostgresEventStore(sql));
      return others[others.length - 1];
    },
    reopen: async () => {
      // A real restart: the folder is closed and opened again by a new PGlite.
      await store.close();
      await sql.close();
      sql = await createPgliteSqlClient(dir);
      store = await createPostgresEventStore(sql);
      return store;
    },
    cleanup: async () => {
      await Promise.all([store, ...others].map((each) => each.close()));
      await sql.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});

if (databaseUrl) {
  eventStoreContract('PostgreSQL (DATABASE_URL)', async () => {
    const schema = await createPgTestSchema(databaseUrl, 'es_test');
    const stores: EventStore[] = [];
    const open = async () => {
      const store = await createPostgresEventStore(schema.open(), {
        channel: `${schema.name}_events`,
        // Holds each transaction open a little before COMMIT, so writers commit out of order.
        beforeCommit: () => new Promise((resolve) => setTimeout(resolve, Math.random() * 8)),
      });
      stores.push(store);
      return store;
    };
    return {
      store: await open(),
      reopen: open,
      openAnother: open,
      cleanup: async () => {
        await Promise.all(stores.map((store) => store.close()));
        await schema.drop();
      },
    };
  });
} else {
  describe.skip('EventStore contract: PostgreSQL — skipped: DATABASE_URL is not set', () => {
    it('runs when DATABASE_URL points at a PostgreSQL server', () => undefined);
  });
}
