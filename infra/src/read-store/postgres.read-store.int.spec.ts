import { describe, expect, it } from 'vitest';
import { createPgliteSqlClient } from '../sql/pglite.sql-client';
import { createPgTestSchema } from '../sql/pg.test-schema';
import { readStoreContract } from './read-store.contract';
import { createPostgresReadStore } from './postgres.read-store';
import { CachedReadStore } from './cached.read-store';
import type { SqlQueryable } from '../sql/sql-client.port';

/** The server refuses a second row of `model` with the same `path`: the contract's mid-commit failure. */
const uniqueIndexOn = (sql: SqlQueryable) => async (model: string, path: string) => {
  await sql.query(
    `create unique index if not exists contract_unique_${path} on read_rows ((data->>'${path}')) where model = '${model}'`,
  );
};

const databaseUrl = process.env.DATABASE_URL;

readStoreContract('PGlite in memory', async () => {
  const sql = await createPgliteSqlClient();
  const store = await createPostgresReadStore(sql);
  return {
    store,
    uniqueIndex: uniqueIndexOn(sql),
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
    uniqueIndex: uniqueIndexOn(sql),
    cleanup: async () => {
      await store.close();
      await sql.close();
    },
  };
});

if (databaseUrl) {
  readStoreContract('PostgreSQL (DATABASE_URL)', async () => {
    const schema = await createPgTestSchema(databaseUrl, 'rs_test');
    const sql = schema.open();
    const store = await createPostgresReadStore(sql);
    return {
      store,
      uniqueIndex: uniqueIndexOn(sql),
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

// The contract shows the answers equal the rows'; this shows they come from the kept totals.
describe('PostgresReadStore kept totals', () => {
  it('answers the total and the sums from read_totals, and counts rows otherwise', async () => {
    const sql = await createPgliteSqlClient();
    const store = await createPostgresReadStore(sql);
    try {
      const model = {
        name: 'kept_probe',
        sortBy: 'at',
        fields: { HUB_UUID: { path: 'hub', type: 'text' as const } },
        totals: { by: ['hub'], sum: 'w', day: 'at' },
      };
      await store.register([model]);
      const at = '2025-03-01T10:00:00.000Z';
      await store.commit(
        [1, 2, 3].map((w) => ({ model: model.name, id: `r${w}`, row: { hub: 'h', w, at } })),
        {},
      );
      await sql.query(`update read_totals set n = n + 100, total = total + 1000 where model = $1`, [
        model.name,
      ]);
      const page = await store.search(model.name, {
        page: 0,
        size: 25,
        filters: [{ field: 'HUB_UUID', operator: 'EQUALS', value: 'h' }],
      });
      expect(page.pagination.total).toBe(103);
      expect(page.items).toHaveLength(3);
      const range = { path: 'at', from: '2025-01-01T00:00:00.000Z', to: '2025-12-31T00:00:00Z' };
      expect(
        await store.sumBy(model.name, { where: { hub: 'h' }, range, groupBy: [], sum: 'w' }),
      ).toEqual([{ keys: [], sum: 1006, count: 103 }]);
      // The range's edge day is read from the rows.
      const edge = { ...range, from: '2025-03-01T09:00:00.000Z' };
      expect(
        await store.sumBy(model.name, { where: { hub: 'h' }, range: edge, groupBy: [], sum: 'w' }),
      ).toEqual([{ keys: [], sum: 6, count: 3 }]);
      // A copy registered without indexes (a snapshot) has no totals kept: its rows are counted.
      await store.register([{ ...model, name: 'kept_probe_copy' }], { indexes: false });
      await store.commit([{ model: 'kept_probe_copy', id: 'x', row: { hub: 'h', w: 1, at } }], {});
      const copy = await store.search('kept_probe_copy', {
        page: 0,
        size: 25,
        filters: [{ field: 'HUB_UUID', operator: 'EQUALS', value: 'h' }],
      });
      expect(copy.pagination.total).toBe(1);
    } finally {
      await store.close();
      await sql.close();
    }
  });
});
