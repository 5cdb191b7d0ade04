import { dropEmptyFilters, type Page, type PagedSearchRequest } from '@cairn/contracts';
import type { SqlClient } from '../sql/sql-client.port';
import type { Checkpoint } from '../event-store/event-store.port';
import type {
  ReadModelDefinition,
  ReadStore,
  RowWrite,
  SumGroup,
  SumQuery,
} from './read-store.port';
import { ReadStoreQueryError, textAt } from './json-path.sql';
import {
  migrateReadStore,
  modelIndexes,
  READ_STORE_MIGRATION,
} from './postgres.read-store.migration';
import { filterCondition, orderBy, SqlParams } from './search-filter.sql';
import { COMMIT_STATEMENT } from './postgres.read-store-commit';
import { GetManyCoalescer } from './get-many.coalescer';
import { promoteShadow } from './postgres.read-store-swap';
import { sumRows } from './postgres.read-store-sums';
import { ensureTotals, sumFromKept, totalFromKept } from './postgres.read-store-totals';

/** The fixed statements of the hot paths (lookups by id, the runner's commit): planned once per connection. */
const PREPARED = { prepare: true } as const;

/**
 * Read models as JSONB rows in PostgreSQL (pg or PGlite). It does not own the SqlClient:
 * close() is a no-op for the connection; the creator closes the client.
 */
export class PostgresReadStore implements ReadStore {
  private readonly models = new Map<string, ReadModelDefinition>();

  /** Models whose totals this store made sure of (register with indexes): only those answer from them. */
  private readonly kept = new Set<string>();

  private readonly many: GetManyCoalescer;

  constructor(readonly sql: SqlClient) {
    this.many = new GetManyCoalescer(sql);
  }

  migrate(): Promise<void> {
    return migrateReadStore(this.sql, READ_STORE_MIGRATION);
  }

  async register(
    models: ReadModelDefinition[],
    options: { indexes?: boolean } = {},
  ): Promise<void> {
    // Validates every path (textAt throws) before anything is created.
    const indexes = models.flatMap(modelIndexes);
    if (options.indexes !== false)
      await migrateReadStore(this.sql, [...READ_STORE_MIGRATION, ...indexes], (tx) =>
        ensureTotals(tx, models),
      );
    models.forEach((model) => {
      this.models.set(model.name, model);
      if (options.indexes !== false && model.totals) this.kept.add(model.name);
      // A snapshot's or shadow's copy of a model has no totals kept (its rows are counted).
      else this.kept.delete(model.name);
    });
  }

  async get<T>(model: string, id: string): Promise<T | null> {
    const { rows } = await this.sql.query<{ data: T }>(
      'select data from read_rows where model = $1 and id = $2',
      [model, id],
      PREPARED,
    );
    return rows[0]?.data ?? null;
  }

  async getMany<T>(model: string, ids: string[]): Promise<Map<string, T>> {
    if (ids.length === 0) return new Map();
    return this.many.get<T>(model, ids);
  }

  async findBy<T>(model: string, path: string, value: string | number | boolean): Promise<T[]> {
    const { rows } = await this.sql.query<{ data: T }>(
      `select data from read_rows where model = $1 and ${textAt(path)} = $2 ${this.order(model)}`,
      [model, String(value)],
    );
    return rows.map((row) => row.data);
  }

  async list<T>(model: string, options: { limit?: number } = {}): Promise<T[]> {
    const { rows } = await this.sql.query<{ data: T }>(
      `select data from read_rows where model = $1 ${this.order(model)} limit $2::int`,
      [model, options.limit ?? null],
    );
    return rows.map((row) => row.data);
  }

  async sumBy(model: string, query: SumQuery): Promise<SumGroup[]> {
    const definition = this.kept.has(model) ? this.models.get(model) : undefined;
    const kept = definition && (await sumFromKept(this.sql, definition, query));
    return kept ?? sumRows(this.sql, model, query);
  }

  async search<T>(
    model: string,
    request: PagedSearchRequest,
    scope: Partial<Record<string, string>> = {},
  ): Promise<Page<T>> {
    const definition = this.models.get(model);
    if (!definition)
      throw new ReadStoreQueryError('UNKNOWN_READ_MODEL', `read model ${model} is not registered`);
    const params = new SqlParams();
    const conditions = [`model = ${params.add(model)}`];
    for (const [path, value] of Object.entries(scope)) {
      if (value !== undefined) conditions.push(`${textAt(path)} = ${params.add(value)}`);
    }
    for (const filter of dropEmptyFilters(request.filters ?? [])) {
      conditions.push(filterCondition(filter, definition.fields[filter.field], model, params));
    }
    const where = conditions.join(' and ');
    const page = request.page ?? 0;
    const size = request.size ?? 25;
    const n = params.values.length;
    const [items, total] = await Promise.all([
      this.sql.query<{ data: T }>(
        `select data from read_rows where ${where} ${this.order(model)} limit $${n + 1}::int offset $${n + 2}::bigint`,
        [...params.values, size, page * size],
      ),
      this.total(definition, where, params.values, request, scope),
    ]);
    return { items: items.rows.map((row) => row.data), pagination: { total, page, size } };
  }

  /** The exact total: from the kept totals when the filters allow, else the matching rows counted. */
  private async total(
    definition: ReadModelDefinition,
    where: string,
    values: unknown[],
    request: PagedSearchRequest,
    scope: Partial<Record<string, string>>,
  ): Promise<number> {
    if (this.kept.has(definition.name)) {
      const kept = await totalFromKept(this.sql, definition, request.filters ?? [], scope);
      if (kept !== null) return kept;
    }
    const { rows } = await this.sql.query<{ total: number }>(
      `select count(*)::int as total from read_rows where ${where}`,
      values,
    );
    return rows[0]?.total ?? 0;
  }

  async commit(writes: RowWrite[], checkpoints: Record<string, Checkpoint>): Promise<void> {
    // The last write of a row wins; one statement may not touch a row twice (ON CONFLICT).
    const latest = new Map<string, RowWrite>();
    for (const write of writes) latest.set(`${write.model}\u0000${write.id}`, write);
    const deletes = [...latest.values()].filter((write) => write.row === null);
    const upserts = [...latest.values()].filter((write) => write.row !== null);
    const marks = Object.entries(checkpoints).map(([name, checkpoint]) => ({
      name,
      tx_id: checkpoint.txId,
      position: checkpoint.position,
    }));
    await this.sql.query(
      COMMIT_STATEMENT,
      [
        deletes.map((write) => write.model),
        deletes.map((write) => write.id),
        JSON.stringify(
          upserts.map((write) => ({ model: write.model, id: write.id, data: write.row })),
        ),
        JSON.stringify(marks),
      ],
      PREPARED,
    );
  }

  async checkpoints(): Promise<Record<string, Checkpoint>> {
    const { rows } = await this.sql.query<{ name: string; tx_id: string; position: string }>(
      'select name, tx_id, position from projection_checkpoints',
      [],
      PREPARED,
    );
    return Object.fromEntries(
      rows.map((row) => [row.name, { txId: row.tx_id, position: row.position }]),
    );
  }

  async checkpoint(projection: string): Promise<Checkpoint | null> {
    const { rows } = await this.sql.query<{ tx_id: string; position: string }>(
      'select tx_id, position from projection_checkpoints where name = $1',
      [projection],
      PREPARED,
    );
    return rows[0] ? { txId: rows[0].tx_id, position: rows[0].position } : null;
  }

  async reset(projection: string, models: string[]): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query('delete from read_rows where model = any($1::text[])', [models]);
      await tx.query('delete from read_totals where model = any($1::text[])', [models]);
      await tx.query('delete from projection_checkpoints where name = $1', [projection]);
    });
  }

  promote(
    from: { projection: string; models: string[] },
    to: { projection: string; models: string[] },
  ): Promise<void> {
    return promoteShadow(this.sql, from, to);
  }

  async close(): Promise<void> {
    this.models.clear();
  }

  private order(model: string): string {
    const definition = this.models.get(model);
    const sortType = Object.values(definition?.fields ?? {}).find(
      (mapping) => mapping?.path === definition?.sortBy,
    )?.type;
    return orderBy(definition?.sortBy, sortType);
  }
}

export const createPostgresReadStore = async (sql: SqlClient): Promise<PostgresReadStore> => {
  const store = new PostgresReadStore(sql);
  await store.migrate();
  return store;
};
