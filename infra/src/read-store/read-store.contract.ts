import { roundQuantity } from '@cairn/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitContractTests } from './read-store-commit.contract';
import { searchContractTests } from './read-store-search.contract';
import { totalsContractTests } from './read-store-totals.contract';
import {
  BY_WEIGHT,
  cp,
  ITEM_ROWS,
  ITEMS,
  RESET_A,
  RESET_B,
  uuids,
  type Item,
  type MakeReadStore,
  type ReadStoreContractContext,
} from './read-store.contract-fixtures';

export type { MakeReadStore, ReadStoreHarness } from './read-store.contract-fixtures';

/** The behaviour every ReadStore adapter must show, on an empty database from makeStore. */
export const readStoreContract = (name: string, makeStore: MakeReadStore): void => {
  describe(`ReadStore contract: ${name}`, () => {
    const ctx = {} as ReadStoreContractContext;
    beforeAll(async () => {
      ctx.harness = await makeStore();
      ctx.store = ctx.harness.store;
      await ctx.store.register([ITEMS, BY_WEIGHT, RESET_A, RESET_B]);
      await ctx.store.register([ITEMS]); // idempotent
    }, 30_000);
    afterAll(async () => {
      await ctx.harness?.cleanup();
    }, 30_000);

    it('writes rows and reads them with get, getMany, findBy and list', async () => {
      const rows = ITEM_ROWS.map((row) => ({ model: BY_WEIGHT.name, id: row.uuid, row }));
      await ctx.store.commit(rows, { 'contract-lookups': cp(10, 5) });
      expect(await ctx.store.get<Item>(BY_WEIGHT.name, 'item-2')).toEqual(ITEM_ROWS[1]);
      expect(await ctx.store.get(BY_WEIGHT.name, 'nope')).toBeNull();
      expect(await ctx.store.get(ITEMS.name + '_none', 'item-2')).toBeNull();

      const many = await ctx.store.getMany<Item>(BY_WEIGHT.name, ['item-1', 'item-3', 'nope']);
      expect([...many.keys()].sort()).toEqual(['item-1', 'item-3']);
      expect(many.get('item-3')).toEqual(ITEM_ROWS[2]);
      expect((await ctx.store.getMany(BY_WEIGHT.name, [])).size).toBe(0);

      expect(uuids(await ctx.store.findBy<Item>(BY_WEIGHT.name, 'hubUuid', 'hub-b'))).toEqual([
        'item-8',
        'item-6',
        'item-4',
        'item-2',
      ]);
      expect(
        uuids(await ctx.store.findBy<Item>(BY_WEIGHT.name, 'owner.email', 'owner5@example.org')),
      ).toEqual(['item-5']);
      expect(uuids(await ctx.store.findBy<Item>(BY_WEIGHT.name, 'weight', 70))).toEqual(['item-7']);

      // sortBy 'weight' is a number field: 100 must come first, where text order would put it last.
      await ctx.store.commit(
        [
          {
            model: BY_WEIGHT.name,
            id: 'heavy',
            row: { ...ITEM_ROWS[0], uuid: 'heavy', weight: 100 },
          },
        ],
        {},
      );
      expect(uuids(await ctx.store.list<Item>(BY_WEIGHT.name, { limit: 3 }))).toEqual([
        'heavy',
        'item-9',
        'item-8',
      ]);
      expect(await ctx.store.list(BY_WEIGHT.name)).toHaveLength(10);
      await expect(ctx.store.findBy(BY_WEIGHT.name, "x') or true --", 'a')).rejects.toMatchObject({
        code: 'INVALID_JSON_PATH',
      });
    });

    it('sums a numeric field by groups, over the rows that match and lie in a range', async () => {
      const model = ITEMS.name;
      await ctx.store.commit(
        ITEM_ROWS.map((row) => ({ model, id: row.uuid, row })),
        {},
      );
      const sorted = (groups: Awaited<ReturnType<typeof ctx.store.sumBy>>) =>
        groups
          .map((g) => ({ ...g, sum: roundQuantity(g.sum) }))
          .sort((a, b) => (JSON.stringify(a.keys) < JSON.stringify(b.keys) ? -1 : 1));
      // hub-a holds items 1, 3, 5, 7, 9 (weights 10..90 by 20); items 1-4 are ACTIVE.
      expect(
        sorted(
          await ctx.store.sumBy(model, {
            where: { hubUuid: 'hub-a' },
            groupBy: ['owner.state'],
            sum: 'weight',
          }),
        ),
      ).toEqual([
        { keys: ['ACTIVE'], sum: 40, count: 2 },
        { keys: ['PAUSED'], sum: 210, count: 3 },
      ]);
      expect(
        await ctx.store.sumBy(model, {
          where: { hubUuid: 'hub-b' },
          range: {
            path: 'createdAt',
            from: '2025-01-04T00:00:00.000Z',
            to: '2025-01-08T10:00:00.000Z',
          },
          groupBy: [],
          sum: 'weight',
        }),
      ).toEqual([{ keys: [], sum: 40 + 60 + 80, count: 3 }]);
      // A missing group value groups as null; nothing matching gives no group.
      expect(
        sorted(
          await ctx.store.sumBy(model, {
            where: { hubUuid: 'hub-b' },
            groupBy: ['trackingNumber'],
            sum: 'weight',
          }),
        ).map((g) => g.keys),
      ).toEqual(
        [['ABX50Y'], ['TN-008'], ['tn-002'], [null]].sort((a, b) =>
          JSON.stringify(a) < JSON.stringify(b) ? -1 : 1,
        ),
      );
      expect(
        await ctx.store.sumBy(model, {
          where: { hubUuid: 'nobody' },
          groupBy: ['owner.state'],
          sum: 'weight',
        }),
      ).toEqual([]);
      expect(
        await ctx.store.sumBy(model, { where: { hubUuid: 'nobody' }, groupBy: [], sum: 'weight' }),
      ).toEqual([]);
      await expect(
        ctx.store.sumBy(model, { where: {}, groupBy: ["x') or true --"], sum: 'weight' }),
      ).rejects.toMatchObject({ code: 'INVALID_JSON_PATH' });
    });

    it('upserts, deletes, and keeps the last write of a row within one commit', async () => {
      const model = BY_WEIGHT.name;
      await ctx.store.commit(
        [
          { model, id: 'item-1', row: { ...ITEM_ROWS[0], weight: 1 } },
          { model, id: 'item-1', row: { ...ITEM_ROWS[0], weight: 2 } },
          { model, id: 'item-2', row: null },
          { model, id: 'temp', row: { uuid: 'temp' } },
          { model, id: 'temp', row: null },
        ],
        {},
      );
      expect((await ctx.store.get<Item>(model, 'item-1'))?.weight).toBe(2);
      expect(await ctx.store.get(model, 'item-2')).toBeNull();
      expect(await ctx.store.get(model, 'temp')).toBeNull();
    });

    commitContractTests(ctx);

    it('reset drops one projection’s rows and checkpoint only', async () => {
      await ctx.store.commit(
        [
          { model: RESET_A.name, id: 'a1', row: { v: 'a' } },
          { model: RESET_B.name, id: 'b1', row: { v: 'b' } },
        ],
        { 'contract-reset-a': cp(7, 7), 'contract-reset-b': cp(8, 8) },
      );
      await ctx.store.reset('contract-reset-a', [RESET_A.name]);
      expect(await ctx.store.list(RESET_A.name)).toEqual([]);
      expect(await ctx.store.checkpoint('contract-reset-a')).toBeNull();
      expect(await ctx.store.get(RESET_B.name, 'b1')).toEqual({ v: 'b' });
      expect(await ctx.store.checkpoint('contract-reset-b')).toEqual(cp(8, 8));
    });

    it('promote swaps a shadow model and its checkpoint over the live one', async () => {
      await ctx.store.commit(
        [
          { model: 'promote_live', id: 'old-1', row: { v: 'old' } },
          { model: 'promote_live', id: 'old-2', row: { v: 'old' } },
          { model: 'promote_live', id: 'same-1', row: { v: 'same', n: [1, 2] } },
          { model: 'promote_shadow', id: 'new-1', row: { v: 'new' } },
          { model: 'promote_shadow', id: 'old-1', row: { v: 'changed' } },
          { model: 'promote_shadow', id: 'same-1', row: { n: [1, 2], v: 'same' } },
          { model: RESET_B.name, id: 'untouched', row: { v: 'b' } },
        ],
        { 'contract-promote': cp(3, 3), 'contract-promote#shadow': cp(12, 12) },
      );
      await ctx.store.promote(
        { projection: 'contract-promote#shadow', models: ['promote_shadow'] },
        { projection: 'contract-promote', models: ['promote_live'] },
      );
      // Exactly the shadow's rows: one gone (old-2), one changed, one alike, one new.
      expect(await ctx.store.list('promote_live')).toHaveLength(3);
      expect(await ctx.store.get('promote_live', 'old-2')).toBeNull();
      expect(await ctx.store.get('promote_live', 'old-1')).toEqual({ v: 'changed' });
      expect(await ctx.store.get('promote_live', 'same-1')).toEqual({ v: 'same', n: [1, 2] });
      expect(await ctx.store.get('promote_live', 'new-1')).toEqual({ v: 'new' });
      expect(await ctx.store.list('promote_shadow')).toEqual([]);
      expect(await ctx.store.checkpoint('contract-promote')).toEqual(cp(12, 12));
      expect(await ctx.store.checkpoint('contract-promote#shadow')).toBeNull();
      expect(await ctx.store.get(RESET_B.name, 'untouched')).toEqual({ v: 'b' });
    });

    it('commits a large batch in one call', async () => {
      const rows = Array.from({ length: 5_000 }, (_, i) => ({
        model: RESET_B.name,
        id: `bulk-${i}`,
        row: { i, text: `row ${i}` },
      }));
      await ctx.store.commit(rows, { 'contract-bulk': cp(9, 9) });
      expect(await ctx.store.list(RESET_B.name)).toHaveLength(5_002);
      expect(await ctx.store.get(RESET_B.name, 'bulk-4999')).toEqual({ i: 4999, text: 'row 4999' });
    }, 30_000);

    searchContractTests(ctx);
    totalsContractTests(ctx);
  });
};
