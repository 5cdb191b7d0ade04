import type { SqlClient } from '../sql/sql-client.port';
import { textAt } from './json-path.sql';
import type { SumGroup, SumQuery } from './read-store.port';

/** Sums of a JSON path over a model's rows, grouped by other paths (stock, mass balance). */
export const sumRows = async (
  sql: SqlClient,
  model: string,
  query: SumQuery,
): Promise<SumGroup[]> => {
  const params: unknown[] = [model];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = Object.entries(query.where).map(
    ([path, value]) => `${textAt(path)} = ${bind(String(value))}`,
  );
  if (query.range?.from !== undefined)
    conditions.push(`${textAt(query.range.path)} >= ${bind(query.range.from)}`);
  if (query.range?.to !== undefined)
    conditions.push(`${textAt(query.range.path)} <= ${bind(query.range.to)}`);
  const keys = query.groupBy.map((path) => textAt(path));
  // One column per key: a text[] of them comes back from PGlite with nulls as 'NULL'.
  const { rows } = await sql.query<
    Record<string, string | null> & { sum: number | null; count: number }
  >(
    `select ${keys.map((key, i) => `${key} as k${i}, `).join('')}
         sum((${textAt(query.sum)})::float8)::float8 as sum, count(*)::int as count
       from read_rows where model = $1 ${conditions.map((c) => `and ${c}`).join(' ')}
       ${keys.length ? `group by ${keys.join(', ')}` : ''}`,
    params,
  );
  // Without groups, an empty match still gives one row (count 0): no group, as in MongoDB.
  return rows
    .filter((row) => row.count > 0)
    .map((row) => ({
      keys: keys.map((_, i) => row[`k${i}`] ?? null),
      sum: row.sum ?? 0,
      count: row.count,
    }));
};
