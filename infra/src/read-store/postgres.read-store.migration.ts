import type { SqlClient, SqlQueryable } from '../sql/sql-client.port';
import type { ReadModelDefinition } from './read-store.port';
import { indexName, jsonAt, sqlLiteral, textAt } from './json-path.sql';
import { TOTALS_MIGRATION } from './postgres.read-store-totals';

/** One JSONB table holds every read model; projection checkpoints live beside the rows. */
export const READ_STORE_MIGRATION: readonly string[] = [
  `create table if not exists read_rows (
    model text not null,
    id text not null,
    data jsonb not null,
    primary key (model, id)
  )`,
  `create table if not exists projection_checkpoints (
    name text primary key,
    tx_id text not null,
    position text not null,
    updated_at timestamptz not null default now()
  )`,
  ...TOTALS_MIGRATION,
];

/**
 * Partial expression indexes per model: each lookup and filter path, GIN for lists, and
 * (sortBy desc, id) so a page of the default order is read from the index.
 */
export const modelIndexes = (model: ReadModelDefinition): string[] => {
  const where = `where model = ${sqlLiteral(model.name)}`;
  const statements = new Map<string, string>();
  const btree = (path: string) => {
    // Partial indexes give the planner no statistics (it then guesses 0.5% for every filter and
    // picks an index at random: 2.6 s instead of 80 ms at 1M rows, bench Q1). Statistics on the
    // expression itself are table-wide, shared by every model with that path.
    const stats = indexName('stats', path);
    statements.set(
      stats,
      `create statistics if not exists ${stats} on (${textAt(path)}) from read_rows`,
    );
    // The (sortBy desc, id) index below already serves lookups on its leading path.
    if (path === model.sortBy) return;
    const name = indexName(model.name, path);
    statements.set(
      name,
      `create index if not exists ${name} on read_rows (${textAt(path)}) ${where}`,
    );
  };
  for (const mapping of Object.values(model.fields)) {
    if (!mapping) continue;
    if (mapping.type !== 'textArray') btree(mapping.path);
    else {
      const name = indexName(model.name, mapping.path, 'gin');
      statements.set(
        name,
        `create index if not exists ${name} on read_rows using gin (${jsonAt(mapping.path)}) ${where}`,
      );
    }
  }
  (model.indexes ?? []).forEach(btree);
  if (model.sortBy) {
    const name = indexName(model.name, model.sortBy, 'sort');
    statements.set(
      name,
      `create index if not exists ${name} on read_rows (${textAt(model.sortBy)} desc, id) ${where}`,
    );
  }
  if (model.totals?.pageIndex) {
    // A search filtering on every kept key reads its page from here in order (bench Q1).
    const paths = [...model.totals.by, ...(model.sortBy ? [model.sortBy] : [])];
    const name = indexName(model.name, 'totals', ...paths);
    const sort = model.sortBy ? [`${textAt(model.sortBy)} desc`, 'id'] : ['id'];
    statements.set(
      name,
      `create index if not exists ${name} on read_rows (${[...model.totals.by.map(textAt), ...sort].join(', ')}) ${where}`,
    );
  }
  return [...statements.values()];
};

/** Serialized by an advisory lock: two processes starting at once would race on the catalog. */
export const migrateReadStore = async (
  sql: SqlClient,
  statements: readonly string[],
  then?: (tx: SqlQueryable) => Promise<void>,
): Promise<void> => {
  await sql.transaction(async (tx: SqlQueryable) => {
    await tx.query(
      `select pg_advisory_xact_lock(hashtext('cairn.read-store:' || current_schema()))`,
    );
    for (const statement of statements) await tx.query(statement);
    await then?.(tx);
  });
};
