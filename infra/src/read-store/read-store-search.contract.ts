import type {
  FilterField,
  FilterOperator,
  PagedSearchRequest,
  SearchFilter,
} from '@cairn/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ITEM_ROWS,
  ITEMS,
  newestFirst,
  uuids,
  type Item,
  type ReadStoreContractContext,
} from './read-store.contract-fixtures';

const request = (filters: SearchFilter[] = [], page = 0, size = 100): PagedSearchRequest => ({
  page,
  size,
  filters,
});
const filter = (
  field: FilterField,
  operator: FilterOperator,
  value?: SearchFilter['value'],
): SearchFilter => ({ field, operator, value });

/** The spec's paged search language, operator by operator. */
export const searchContractTests = (ctx: ReadStoreContractContext): void => {
  describe('search', () => {
    const find = async (filters: SearchFilter[], scope?: Partial<Record<string, string>>) =>
      uuids((await ctx.store.search<Item>(ITEMS.name, request(filters), scope)).items);

    beforeAll(async () => {
      await ctx.store.register([ITEMS]);
      await ctx.store.commit(
        ITEM_ROWS.map((row) => ({ model: ITEMS.name, id: row.uuid, row })),
        {},
      );
    });

    it('orders by sortBy descending, pages, and counts the total', async () => {
      const all = await ctx.store.search<Item>(ITEMS.name, request());
      expect(uuids(all.items)).toEqual(newestFirst(1, 2, 3, 4, 5, 6, 7, 8, 9));
      expect(all.pagination).toEqual({ total: 9, page: 0, size: 100 });
      const second = await ctx.store.search<Item>(ITEMS.name, request([], 1, 4));
      expect(uuids(second.items)).toEqual(newestFirst(5, 4, 3, 2));
      expect(second.pagination).toEqual({ total: 9, page: 1, size: 4 });
      const beyond = await ctx.store.search<Item>(ITEMS.name, request([], 5, 4));
      expect(beyond).toEqual({ items: [], pagination: { total: 9, page: 5, size: 4 } });
    });

    it('CONTAINS is a case-insensitive substring with % and _ taken literally', async () => {
      expect(await find([filter('TRACKING_NUMBER', 'CONTAINS', 'tn-00')])).toEqual(
        newestFirst(1, 2, 8, 9),
      );
      expect(await find([filter('TRACKING_NUMBER', 'CONTAINS', '_50%')])).toEqual(newestFirst(3));
      expect(await find([filter('TRACKING_NUMBER', 'CONTAINS', "x' or '1'='1")])).toEqual([]);
    });

    it('EQUALS compares as the field type', async () => {
      expect(await find([filter('TRACKING_NUMBER', 'EQUALS', 'TN-001')])).toEqual(newestFirst(1));
      expect(await find([filter('TRACKING_NUMBER', 'EQUALS', 'tn-001')])).toEqual([]);
      expect(await find([filter('TYPE', 'EQUALS', 30)])).toEqual(newestFirst(3));
      expect(await find([filter('TYPE', 'EQUALS', '30.0')])).toEqual(newestFirst(3));
      expect(await find([filter('CREATED_AT', 'EQUALS', '2025-01-04T12:00:00+02:00')])).toEqual(
        newestFirst(4),
      );
      expect(await find([filter('STATE', 'EQUALS', 'PAUSED')])).toEqual(newestFirst(5, 6, 7, 8, 9));
    });

    it('GREATER_THAN_OR_EQUAL and LESS_THAN_OR_EQUAL bound timestamps and numbers', async () => {
      const range = [
        filter('CREATED_AT', 'GREATER_THAN_OR_EQUAL', '2025-01-03T10:00:00.000Z'),
        filter('CREATED_AT', 'LESS_THAN_OR_EQUAL', '2025-01-05T10:00:00Z'),
      ];
      expect(await find(range)).toEqual(newestFirst(3, 4, 5));
      expect(await find([filter('TYPE', 'GREATER_THAN_OR_EQUAL', 80)])).toEqual(newestFirst(8, 9));
      expect(await find([filter('TYPE', 'LESS_THAN_OR_EQUAL', '20')])).toEqual(newestFirst(1, 2));
    });

    it('IN matches any listed value, and any list element for list fields', async () => {
      expect(await find([filter('UUID', 'IN', ['item-2', 'item-7', 'nope'])])).toEqual(
        newestFirst(2, 7),
      );
      expect(await find([filter('HUB_UUID', 'IN', 'hub-b')])).toEqual(newestFirst(2, 4, 6, 8));
      expect(await find([filter('ANOMALY', 'IN', ['OTHER', 'WEIGHT_OUTLIER'])])).toEqual(
        newestFirst(2, 3, 7),
      );
    });

    it('EQUALS and CONTAINS on a list field mean the list holds the value', async () => {
      expect(await find([filter('ANOMALY', 'EQUALS', 'DUPLICATE')])).toEqual(newestFirst(1, 2, 8));
      expect(await find([filter('ANOMALY', 'CONTAINS', 'OTHER')])).toEqual(newestFirst(2, 7));
    });

    it('IS_EMPTY matches null, missing, empty text and empty lists', async () => {
      expect(await find([filter('TRACKING_NUMBER', 'IS_EMPTY')])).toEqual(newestFirst(5, 6, 7));
      expect(await find([filter('ANOMALY', 'IS_EMPTY')])).toEqual(newestFirst(4, 5, 6, 9));
      expect(await find([filter('ANOMALY', 'IS_EMPTY', false)])).toEqual(
        newestFirst(1, 2, 3, 7, 8),
      );
    });

    it('drops empty filter values and combines filters with the scope', async () => {
      expect(
        await find([filter('TRACKING_NUMBER', 'CONTAINS', ''), filter('UUID', 'IN', [])]),
      ).toHaveLength(9);
      expect(await find([], { hubUuid: 'hub-a' })).toEqual(newestFirst(1, 3, 5, 7, 9));
      expect(
        await find([filter('STATE', 'EQUALS', 'ACTIVE')], {
          hubUuid: 'hub-a',
          'owner.email': 'owner3@example.org',
        }),
      ).toEqual(newestFirst(3));
      expect(await find([], { hubUuid: "hub-a' or true --" })).toEqual([]);
      // The scope compares as text, whatever the stored value's type (e.g. `removed: 'false'` on a boolean).
      expect(await find([], { weight: '30' })).toEqual(newestFirst(3));
    });

    it('rejects an unknown field or a bad value with a code', async () => {
      const fails = (filters: SearchFilter[]) => ctx.store.search(ITEMS.name, request(filters));
      await expect(fails([filter('STATUS', 'EQUALS', 'APPROVED')])).rejects.toMatchObject({
        code: 'UNKNOWN_FILTER_FIELD',
      });
      await expect(
        fails([filter('CREATED_AT', 'GREATER_THAN_OR_EQUAL', 'yesterday')]),
      ).rejects.toMatchObject({ code: 'INVALID_FILTER_VALUE' });
      await expect(fails([filter('TYPE', 'EQUALS', 'heavy')])).rejects.toMatchObject({
        code: 'INVALID_FILTER_VALUE',
      });
      await expect(fails([filter('ANOMALY', 'GREATER_THAN_OR_EQUAL', 'A')])).rejects.toMatchObject({
        code: 'INVALID_FILTER_VALUE',
      });
    });
  });
};
