import { dropEmptyFilters, type SearchFilter } from '@cairn/contracts';
import type { SqlClient, SqlQueryable } from '../sql/sql-client.port';
import type { KeptTotals, ReadModelDefinition, SumGroup, SumQuery } from './read-store.port';
import { textAt } from './json-path.sql';

/**
 * Kept totals (ReadModelDefinition.totals): one row per model and combination of key values, with
 * its row count and sum. The keys are computed in SQL from the spec stored beside them, so every
 * commit, whichever process makes it, keeps them (the commit statement joins read_total_specs).
 */
export const TOTALS_MIGRATION: readonly string[] = [
  `create table if not exists read_total_specs (model text primary key, spec jsonb not null)`,
  `create table if not exists read_totals (
    model text not null,
    keys text[] not null,
    n bigint not null,
    total numeric not null,
    primary key (model, keys)
  )`,
  `create index if not exists read_totals_first_key on read_totals (model, (keys[1]))`,
  `create or replace function cairn_total_keys(data jsonb, spec jsonb) returns text[]
     language sql immutable as $$
       select array(select data #>> string_to_array(p, '.')
                      from jsonb_array_elements_text(spec->'by') with ordinality as u(p, o) order by o)
         || case when spec ? 'day'
              then array[left(data #>> string_to_array(spec->>'day', '.'), 10)] else '{}'::text[] end
     $$`,
  // What sumRows' ::float8 cast accepts (a number, or a string holding one); anything else adds nothing.
  `create or replace function cairn_total_sum(data jsonb, spec jsonb) returns numeric
     language sql immutable as $$
       select case
         when jsonb_typeof(v) = 'number' then (v #>> '{}')::numeric
         when jsonb_typeof(v) = 'string' and v #>> '{}' ~ '^\\s*[-+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?\\s*$'
           then (v #>> '{}')::numeric
         end
       from (select data #> string_to_array(spec->>'sum', '.') as v) x
     $$`,
];

const specOf = (totals: KeptTotals): string =>
  JSON.stringify({
    by: totals.by,
    ...(totals.sum ? { sum: totals.sum } : {}),
    ...(totals.day ? { day: totals.day } : {}),
  });

/** Totals of `model` computed again from its rows (a new spec, a swap, rows written by SQL). */
export const recountTotals = async (tx: SqlQueryable, model: string): Promise<void> => {
  await tx.query('delete from read_totals where model = $1', [model]);
  await tx.query(
    `insert into read_totals (model, keys, n, total)
       select r.model, cairn_total_keys(r.data, s.spec), count(*), coalesce(sum(cairn_total_sum(r.data, s.spec)), 0)
         from read_rows r join read_total_specs s on s.model = r.model
        where r.model = $1 group by 1, 2`,
    [model],
  );
};

/**
 * Stores each model's spec and, when it is new or changed, counts its rows once. Writers are held
 * off meanwhile (SHARE ROW EXCLUSIVE), so no commit slips between the count and the spec.
 */
export const ensureTotals = async (tx: SqlQueryable, models: ReadModelDefinition[]) => {
  for (const model of models) {
    if (!model.totals) continue;
    [...model.totals.by, model.totals.sum, model.totals.day].forEach((p) => p && textAt(p));
    const spec = specOf(model.totals);
    const { rows } = await tx.query<{ same: boolean }>(
      'select spec = $2::jsonb as same from read_total_specs where model = $1',
      [model.name, spec],
    );
    if (rows[0]?.same) continue;
    await tx.query('lock table read_rows in share row exclusive mode');
    await tx.query(
      `insert into read_total_specs (model, spec) values ($1, $2::jsonb)
         on conflict (model) do update set spec = excluded.spec`,
      [model.name, spec],
    );
    await recountTotals(tx, model.name);
  }
};

/** Where conditions on the kept keys, or null when a condition is not on a key (then rows are counted). */
const keyConditions = (
  totals: KeptTotals,
  equals: Array<[string, string[]]>,
  bind: (value: unknown) => string,
): string[] | null => {
  const conditions: string[] = [];
  for (const [path, values] of equals) {
    const i = totals.by.indexOf(path);
    if (i < 0) return null;
    conditions.push(
      values.length === 1
        ? `keys[${i + 1}] = ${bind(values[0])}`
        : `keys[${i + 1}] = any(${bind(values)}::text[])`,
    );
  }
  return conditions;
};

/** The search's total from the kept totals, when every filter is EQUALS/IN on a text field among the keys. */
export const totalFromKept = async (
  sql: SqlClient,
  definition: ReadModelDefinition,
  filters: SearchFilter[],
  scope: Partial<Record<string, string>>,
): Promise<number | null> => {
  const totals = definition.totals;
  if (!totals) return null;
  const equals: Array<[string, string[]]> = [];
  for (const [path, value] of Object.entries(scope))
    if (value !== undefined) equals.push([path, [value]]);
  for (const filter of dropEmptyFilters(filters)) {
    const mapping = definition.fields[filter.field];
    if (mapping?.type !== 'text') return null;
    if (filter.operator === 'EQUALS' && typeof filter.value === 'string')
      equals.push([mapping.path, [filter.value]]);
    else if (filter.operator === 'IN' && Array.isArray(filter.value))
      equals.push([mapping.path, filter.value.map(String)]);
    else return null;
  }
  const params: unknown[] = [definition.name];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const conditions = keyConditions(totals, equals, bind);
  if (!conditions) return null;
  const { rows } = await sql.query<{ total: number }>(
    `select coalesce(sum(n), 0)::int as total from read_totals
      where model = $1 ${conditions.map((c) => `and ${c}`).join(' ')}`,
    params,
  );
  return rows[0]?.total ?? 0;
};

const DAY = /^\d{4}-\d{2}-\d{2}/;
const isDay = (t: string) =>
  DAY.test(t) && !Number.isNaN(Date.parse(`${t.slice(0, 10)}T00:00:00.000Z`));
const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * sumBy from the kept totals: the days strictly inside the range from the totals, the range's
 * first and last day from the rows (the range may start or end within a day). Null when the
 * query is not within the keys.
 */
export const sumFromKept = async (
  sql: SqlClient,
  definition: ReadModelDefinition,
  query: SumQuery,
): Promise<SumGroup[] | null> => {
  const totals = definition.totals;
  if (!totals || totals.sum !== query.sum) return null;
  const { range } = query;
  if (
    range &&
    (range.path !== totals.day || [range.from, range.to].some((t) => t !== undefined && !isDay(t)))
  )
    return null;
  if (query.groupBy.some((path) => !totals.by.includes(path))) return null;
  const params: unknown[] = [definition.name];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const where = Object.entries(query.where).map(([p, v]): [string, string[]] => [p, [String(v)]]);
  const kept = keyConditions(totals, where, bind);
  if (!kept) return null;
  const dayKey = `keys[${totals.by.length + 1}]`;
  const edges: string[] = [];
  if (range) {
    const at = textAt(range.path);
    const [from, to] = [range.from, range.to];
    const within = [
      ...(from === undefined ? [] : [`${at} >= ${bind(from)}`]),
      ...(to === undefined ? [] : [`${at} <= ${bind(to)}`]),
    ];
    // The edge days: a range on the path (an index applies) and exactly that day's rows.
    const edge = (day: string) =>
      `(${[...within, `${at} >= ${bind(day)}`, `${at} < ${bind(nextDay(day))}`, `left(${at}, 10) = ${bind(day)}`].join(' and ')})`;
    if (from !== undefined) {
      kept.push(`${dayKey} > ${bind(from.slice(0, 10))}`);
      edges.push(edge(from.slice(0, 10)));
    }
    if (to !== undefined) {
      kept.push(`${dayKey} < ${bind(to.slice(0, 10))}`);
      if (to.slice(0, 10) !== from?.slice(0, 10)) edges.push(edge(to.slice(0, 10)));
    }
  }
  const keyOf = (path: string) => `keys[${totals.by.indexOf(path) + 1}]`;
  const kCols = (of: (path: string) => string) =>
    query.groupBy.map((path, i) => `${of(path)} as k${i}, `).join('');
  const rowConditions = edges.length ? where.map(([p, [v]]) => `${textAt(p)} = ${bind(v)}`) : [];
  const fromRows = edges.length
    ? `union all select ${kCols(textAt)} (${textAt(query.sum)})::float8 as s, 1 as n from read_rows
         where model = $1 ${rowConditions.map((c) => `and ${c}`).join(' ')} and (${edges.join(' or ')})`
    : '';
  const groups = query.groupBy.map((_, i) => `k${i}`);
  const { rows } = await sql.query<
    Record<string, string | null> & { sum: number | null; count: number }
  >(
    `select ${groups.map((g) => `${g}, `).join('')} sum(s)::float8 as sum, sum(n)::int as count from (
       select ${kCols(keyOf)} total::float8 as s, n from read_totals
        where model = $1 ${kept.map((c) => `and ${c}`).join(' ')}
       ${fromRows}
     ) u ${groups.length ? `group by ${groups.join(', ')}` : ''}`,
    params,
  );
  return rows
    .filter((row) => row.count > 0)
    .map((row) => ({
      keys: groups.map((g) => row[g] ?? null),
      sum: row.sum ?? 0,
      count: row.count,
    }));
};
