import { expect, it } from 'vitest';
import type { ReadModelDefinition, SumGroup } from './read-store.port';
import type { ReadStoreContractContext } from './read-store.contract-fixtures';

/** A model with kept totals (ReadModelDefinition.totals): every answer must equal the rows'. */
const KEPT: ReadModelDefinition = {
  name: 'contract_kept',
  sortBy: 'at',
  fields: {
    HUB_UUID: { path: 'hubUuid', type: 'text' },
    STATUS: { path: 'state', type: 'text' },
    TYPE: { path: 'kind', type: 'text' },
    CREATED_AT: { path: 'at', type: 'timestamp' },
  },
  totals: {
    by: ['hubUuid', 'removed', 'state', 'kind'],
    sum: 'weight',
    day: 'at',
    pageIndex: true,
  },
};
const COPY: ReadModelDefinition = { ...KEPT, name: 'contract_kept_copy' };

interface Entry {
  key: string;
  hubUuid: string;
  removed: boolean;
  state: string;
  kind?: string;
  at?: string;
  weight: number | null;
}

/** 40 entries, 6 hours apart from 2025-01-01, over two hubs, three states, two kinds (one missing). */
const ENTRIES: Entry[] = Array.from({ length: 40 }, (_, i) => ({
  key: `k-${String(i).padStart(2, '0')}`,
  hubUuid: i % 2 ? 'hub-b' : 'hub-a',
  removed: i % 7 === 0,
  state: ['OPEN', 'DONE', 'HELD'][i % 3],
  ...(i % 5 === 4 ? {} : { kind: i % 4 < 2 ? 'IN' : 'OUT' }),
  ...(i === 13 ? {} : { at: new Date(Date.UTC(2025, 0, 1, 6 * i)).toISOString() }),
  weight: i === 17 ? null : i + 0.1,
}));

type Where = Partial<Record<'hubUuid' | 'removed' | 'state' | 'kind', string>>;
const matches = (e: Entry, where: Where) =>
  Object.entries(where).every(([path, v]) => {
    const value = e[path as keyof Entry];
    return value !== undefined && value !== null && String(value) === v;
  });

/** What sumBy must answer, from the entries themselves (text comparisons, as the port says). */
const expectedSums = (entries: Entry[], where: Where, from?: string, to?: string) => {
  const groups = new Map<string, SumGroup>();
  for (const e of entries) {
    if (!matches(e, where)) continue;
    const ranged = from !== undefined || to !== undefined;
    if (ranged && (e.at === undefined || e.at < (from ?? '') || (to !== undefined && e.at > to)))
      continue;
    const keys = [e.state, e.kind ?? null];
    const g = groups.get(JSON.stringify(keys)) ?? { keys, sum: 0, count: 0 };
    groups.set(JSON.stringify(keys), { keys, sum: g.sum + (e.weight ?? 0), count: g.count + 1 });
  }
  return sorted([...groups.values()]);
};
const sorted = (groups: SumGroup[]) =>
  groups
    .map((g) => ({ ...g, sum: Math.round(g.sum * 1000) / 1000 }))
    .sort((a, b) => (JSON.stringify(a.keys) < JSON.stringify(b.keys) ? -1 : 1));

const RANGES: Array<[string | undefined, string | undefined]> = [
  [undefined, undefined],
  ['2025-01-02T12:00:00.000Z', '2025-01-07T06:00:00.000Z'],
  ['2025-01-03T03:00:00.000Z', '2025-01-03T20:00:00.000Z'],
  [undefined, '2025-01-05T00:00:00.000Z'],
  ['2025-01-09T18:00:00.000Z', undefined],
  ['2025-01-04', '2025-01-06'],
];

export const totalsContractTests = (ctx: ReadStoreContractContext): void => {
  const check = async (model: string, entries: Entry[]) => {
    for (const where of [
      { hubUuid: 'hub-a', removed: 'false' },
      { hubUuid: 'hub-b' },
      { removed: 'false', kind: 'IN' },
    ] as Where[])
      for (const [from, to] of RANGES) {
        const got = await ctx.store.sumBy(model, {
          where,
          ...(from || to ? { range: { path: 'at', from, to } } : {}),
          groupBy: ['state', 'kind'],
          sum: 'weight',
        });
        expect(sorted(got), JSON.stringify({ where, from, to })).toEqual(
          expectedSums(entries, where, from, to),
        );
      }
    const total = async (filters: object[], scope: Record<string, string> = {}) =>
      (await ctx.store.search(model, { page: 0, size: 5, filters: filters as never }, scope))
        .pagination.total;
    const count = (where: Where, state?: string[]) =>
      entries.filter((e) => matches(e, where) && (!state || state.includes(e.state))).length;
    expect(
      await total(
        [
          { field: 'HUB_UUID', operator: 'EQUALS', value: 'hub-a' },
          { field: 'STATUS', operator: 'EQUALS', value: 'OPEN' },
        ],
        { removed: 'false' },
      ),
    ).toBe(count({ hubUuid: 'hub-a', state: 'OPEN', removed: 'false' }));
    expect(
      await total([{ field: 'STATUS', operator: 'IN', value: ['DONE', 'HELD'] }], {
        removed: 'false',
      }),
    ).toBe(count({ removed: 'false' }, ['DONE', 'HELD']));
    expect(await total([{ field: 'TYPE', operator: 'EQUALS', value: 'OUT' }])).toBe(
      count({ kind: 'OUT' }),
    );
    // Not on the kept keys: the rows are counted.
    expect(
      await total([
        { field: 'CREATED_AT', operator: 'GREATER_THAN_OR_EQUAL', value: '2025-01-05T00:00:00Z' },
      ]),
    ).toBe(entries.filter((e) => e.at !== undefined && e.at >= '2025-01-05T00:00:00.000Z').length);
    expect(await total([])).toBe(entries.length);
  };

  const write = (model: string, entries: Entry[]) =>
    entries.map((row) => ({ model, id: row.key, row }));

  it('kept totals answer searches and sums as the rows do, through updates, removals and deletes', async () => {
    await ctx.store.register([KEPT]);
    await ctx.store.commit(write(KEPT.name, ENTRIES.slice(0, 30)), {});
    await ctx.store.commit(write(KEPT.name, ENTRIES.slice(30)), {});
    await check(KEPT.name, ENTRIES);
    // Reviews and removals change keys and weights; a row written twice in one commit counts once.
    const changed = ENTRIES.map((e, i) =>
      i % 4 === 1 ? { ...e, state: 'DONE', removed: i % 8 === 1, weight: (e.weight ?? 0) * 2 } : e,
    );
    await ctx.store.commit(
      [
        ...write(
          KEPT.name,
          changed.filter((_, i) => i % 4 === 1),
        ),
        ...write(KEPT.name, [changed[5]]),
        { model: KEPT.name, id: 'k-02', row: null },
        { model: KEPT.name, id: 'k-03', row: null },
        { model: KEPT.name, id: 'k-03', row: changed[3] },
      ],
      {},
    );
    await check(
      KEPT.name,
      changed.filter((e) => e.key !== 'k-02'),
    );
    // A store opened again over the same rows (another process, a restart) answers alike.
    await ctx.store.register([KEPT]);
    await check(
      KEPT.name,
      changed.filter((e) => e.key !== 'k-02'),
    );
  });

  it('kept totals follow reset and promote, and a model declared over existing rows counts them', async () => {
    // Rows first, then the model is declared with totals (an upgrade over existing rows).
    await ctx.store.commit(write(COPY.name, ENTRIES.slice(0, 20)), {});
    await ctx.store.register([COPY]);
    await check(COPY.name, ENTRIES.slice(0, 20));
    await ctx.store.reset('contract-kept-copy', [COPY.name]);
    await check(COPY.name, []);
    // A blue/green rebuild: the shadow is registered without indexes (as the runner does).
    const shadow = { ...COPY, name: `${COPY.name}_shadow` };
    await ctx.store.register([shadow], { indexes: false });
    await ctx.store.commit(write(COPY.name, ENTRIES.slice(10, 25)), {});
    await ctx.store.commit(write(shadow.name, ENTRIES.slice(5, 35)), {});
    await check(shadow.name, ENTRIES.slice(5, 35));
    await ctx.store.promote(
      { projection: 'contract-kept-copy#shadow', models: [shadow.name] },
      { projection: 'contract-kept-copy', models: [COPY.name] },
    );
    await check(COPY.name, ENTRIES.slice(5, 35));
    await check(shadow.name, []);
  });
};
