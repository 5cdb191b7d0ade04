import type {
  FilterField,
  FilterOperator,
  PagedSearchRequest,
  SearchFilter,
} from '@cairn/contracts';
import { Query } from 'mingo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteSqlClient, type PgliteSqlClient } from '../sql/pglite.sql-client';
import { createPostgresReadStore, type PostgresReadStore } from './postgres.read-store';
import { BY_WEIGHT, ITEM_ROWS, ITEMS, uuids, type Item } from './read-store.contract-fixtures';
import { mongoSearchFilter, mongoSort } from './mongo.search-filter';
import type { ReadModelDefinition } from './read-store.port';

type Scope = Partial<Record<string, string>>;
const f = (
  field: FilterField,
  operator: FilterOperator,
  value?: SearchFilter['value'],
): SearchFilter => ({ field, operator, value });

/** The read-store contract's search cases, plus regex metacharacters, paging and combinations. */
const CASES: Array<{ filters: SearchFilter[]; scope?: Scope; page?: number; size?: number }> = [
  { filters: [] },
  { filters: [], page: 1, size: 4 },
  { filters: [], page: 5, size: 4 },
  { filters: [f('TRACKING_NUMBER', 'CONTAINS', 'tn-00')] },
  { filters: [f('TRACKING_NUMBER', 'CONTAINS', '_50%')] },
  { filters: [f('TRACKING_NUMBER', 'CONTAINS', "x' or '1'='1")] },
  { filters: [f('TRACKING_NUMBER', 'CONTAINS', '.')] },
  { filters: [f('TRACKING_NUMBER', 'CONTAINS', 'AB.50')] },
  { filters: [f('TRACKING_NUMBER', 'CONTAINS', '(*+?[\\$^|')] },
  { filters: [f('TRACKING_NUMBER', 'CONTAINS', 'x50y')] },
  { filters: [f('TRACKING_NUMBER', 'EQUALS', 'TN-001')] },
  { filters: [f('TRACKING_NUMBER', 'EQUALS', 'tn-001')] },
  { filters: [f('TYPE', 'EQUALS', 30)] },
  { filters: [f('TYPE', 'EQUALS', '30.0')] },
  { filters: [f('CREATED_AT', 'EQUALS', '2025-01-04T12:00:00+02:00')] },
  { filters: [f('STATE', 'EQUALS', 'PAUSED')] },
  {
    filters: [
      f('CREATED_AT', 'GREATER_THAN_OR_EQUAL', '2025-01-03T10:00:00.000Z'),
      f('CREATED_AT', 'LESS_THAN_OR_EQUAL', '2025-01-05T10:00:00Z'),
    ],
  },
  { filters: [f('CREATED_AT', 'GREATER_THAN_OR_EQUAL', '2025-01-03')] },
  { filters: [f('CREATED_AT', 'LESS_THAN_OR_EQUAL', '2025-01-05T05:00:00-06:00')] },
  { filters: [f('CREATED_AT', 'IN', ['2025-01-02T11:00:00+01:00', '2025-01-09T10:00:00Z'])] },
  { filters: [f('TYPE', 'GREATER_THAN_OR_EQUAL', 80)] },
  { filters: [f('TYPE', 'LESS_THAN_OR_EQUAL', '20')] },
  { filters: [f('TYPE', 'IN', ['20', '70', '1e1'])] },
  { filters: [f('UUID', 'IN', ['item-2', 'item-7', 'nope'])] },
  { filters: [f('HUB_UUID', 'IN', 'hub-b')] },
  { filters: [f('ANOMALY', 'IN', ['OTHER', 'WEIGHT_OUTLIER'])] },
  { filters: [f('ANOMALY', 'IN', 'DUPLICATE')] },
  { filters: [f('ANOMALY', 'EQUALS', 'DUPLICATE')] },
  { filters: [f('ANOMALY', 'CONTAINS', 'OTHER')] },
  { filters: [f('ANOMALY', 'CONTAINS', 'OTH')] },
  { filters: [f('TRACKING_NUMBER', 'IS_EMPTY')] },
  { filters: [f('TRACKING_NUMBER', 'IS_EMPTY', false)] },
  { filters: [f('ANOMALY', 'IS_EMPTY')] },
  { filters: [f('ANOMALY', 'IS_EMPTY', false)] },
  { filters: [f('TRACKING_NUMBER', 'CONTAINS', ''), f('UUID', 'IN', [])] },
  { filters: [], scope: { hubUuid: 'hub-a' } },
  {
    filters: [f('STATE', 'EQUALS', 'ACTIVE')],
    scope: { hubUuid: 'hub-a', 'owner.email': 'owner3@example.org' },
  },
  { filters: [], scope: { hubUuid: "hub-a' or true --" } },
  {
    filters: [
      f('ANOMALY', 'IS_EMPTY', false),
      f('STATE', 'EQUALS', 'ACTIVE'),
      f('TYPE', 'GREATER_THAN_OR_EQUAL', 15),
    ],
    page: 0,
    size: 2,
  },
  // Rejected by both with the same code:
  { filters: [f('STATUS', 'EQUALS', 'APPROVED')] },
  { filters: [f('CREATED_AT', 'GREATER_THAN_OR_EQUAL', 'yesterday')] },
  { filters: [f('TYPE', 'EQUALS', 'heavy')] },
  { filters: [f('ANOMALY', 'GREATER_THAN_OR_EQUAL', 'A')] },
];

/** What MongoDB would hold: the JSON of each row (BSON has no `undefined`). */
const documents = (rows: object[], key: (row: Item) => string) =>
  rows.map((row) => ({ _id: key(row as Item), data: JSON.parse(JSON.stringify(row)) as object }));

const outcome = async (run: () => Promise<{ items: Item[]; total: number }>) => {
  try {
    const { items, total } = await run();
    return { uuids: uuids(items), total };
  } catch (error) {
    return { error: (error as { code?: string }).code ?? String(error) };
  }
};

/** The generated filter evaluated by mingo, the way a MongoDB server would run it. */
const mingoSearch = (
  model: ReadModelDefinition,
  docs: ReturnType<typeof documents>,
  request: PagedSearchRequest,
  scope?: Scope,
) => {
  const filter = mongoSearchFilter(model, request, scope);
  const matched = new Query(filter).find(docs).sort(mongoSort(model)).all() as ReturnType<
    typeof documents
  >;
  const page = request.page ?? 0;
  const size = request.size ?? 25;
  return Promise.resolve({
    items: matched.slice(page * size, page * size + size).map((doc) => doc.data as Item),
    total: matched.length,
  });
};

describe('MongoDB search filters (mingo) answer as the PostgreSQL adapter (PGlite)', () => {
  let sql: PgliteSqlClient;
  let postgres: PostgresReadStore;
  const docs = documents(ITEM_ROWS, (row) => row.uuid);

  beforeAll(async () => {
    sql = await createPgliteSqlClient();
    postgres = await createPostgresReadStore(sql);
    await postgres.register([ITEMS, BY_WEIGHT]);
    await postgres.commit(
      [
        ...ITEM_ROWS.map((row) => ({ model: ITEMS.name, id: row.uuid, row })),
        ...ITEM_ROWS.map((row) => ({ model: BY_WEIGHT.name, id: row.uuid, row })),
      ],
      {},
    );
  }, 30_000);
  afterAll(async () => {
    await postgres?.close();
    await sql?.close();
  });

  it.each(CASES.map((c, i) => [i, JSON.stringify(c), c] as const))(
    'case %i: %s',
    async (_i, _label, c) => {
      const request: PagedSearchRequest = {
        page: c.page ?? 0,
        size: c.size ?? 100,
        filters: c.filters,
      };
      const expected = await outcome(async () => {
        const page = await postgres.search<Item>(ITEMS.name, request, c.scope);
        return { items: page.items, total: page.pagination.total };
      });
      const actual = await outcome(() => mingoSearch(ITEMS, docs, request, c.scope));
      expect(actual).toEqual(expected);
    },
  );

  it('sorts a number sortBy as numbers, as PostgreSQL does', async () => {
    const heavy = { ...ITEM_ROWS[0], uuid: 'heavy', weight: 100 };
    await postgres.commit([{ model: BY_WEIGHT.name, id: 'heavy', row: heavy }], {});
    const request: PagedSearchRequest = {
      page: 0,
      size: 100,
      filters: [f('TYPE', 'GREATER_THAN_OR_EQUAL', 50)],
    };
    const expected = uuids((await postgres.search<Item>(BY_WEIGHT.name, request)).items);
    const actual = uuids(
      (
        await mingoSearch(
          BY_WEIGHT,
          documents([...ITEM_ROWS, heavy], (row) => row.uuid),
          request,
        )
      ).items,
    );
    expect(actual).toEqual(expected);
    expect(actual[0]).toBe('heavy');
  });
});
