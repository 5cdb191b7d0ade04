import { describe, it } from 'vitest';
import { createPgliteSqlClient } from '../sql/pglite.sql-client';
import { createPgTestSchema } from '../sql/pg.test-schema';
import { readStoreContract } from './read-store.contract';
import { createPostgresReadStore } from './postgres.read-store';
import { CachedReadStore } from './cached.read-store';

const databaseUrl = process.env.DATABASE_URL;

readStoreContract('PGlite in memory', async () => {
  const sql = await createPgliteSqlClient();
  const store = await createPostgresReadStore(sql);
  return {
    store,
    cleanup: async () => {
      await store.close();
      await sql.close();
    },
  };
});

// The embedded app's store: every model cached, so the contract checks the cache as well.
readStoreContract('PGlite in memory, cached (CachedReadStore)', async () => {
  const sql = await createPgliteSqlClient();
  const inner = await createPostgresReadStore(sql);
  const store = new CachedReadStore(inner, {
    models: ['contract_items', 'contract_by_weight', 'contract_reset_a', 'contract_reset_b'],
  });
  return {
    store,
    cleanup: async () => {
      await store.close();
      await sql.close();
    },
  };
});

if (databaseUrl) {
  readStoreContract('PostgreSQL (DATABASE_URL)', async () => {
    const schema = await createPgTestSchema(databaseUrl, 'rs_test');
    const store = await createPostgresReadStore(schema.open());
    return {
      store,
      cleanup: async () => {
        await store.close();
        await schema.drop();
      },
    };
  });
} else {
  describe.skip('ReadStore contract: PostgreSQL — skipped: DATABASE_URL is not set', () => {
    it('runs when DATABASE_URL points at a PostgreSQL server', () => undefined);
  });
}
