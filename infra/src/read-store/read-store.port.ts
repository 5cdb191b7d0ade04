import type { FilterField, Page, PagedSearchRequest } from '@cairn/contracts';
import type { SqlQueryable } from '../sql/sql-client.port';
import type { Checkpoint } from '../event-store/event-store.port';

/** How a filter field maps onto a read model row: its JSON path and how to compare it. */
export interface FieldMapping {
  path: string;
  type: 'text' | 'timestamp' | 'number' | 'textArray';
}
export type FieldMappings = Partial<Record<FilterField, FieldMapping>>;

/**
 * Row counts (and a sum) an adapter may keep per combination of the `by` paths' values (as text,
 * like findBy), updated with every commit, so that a search whose filters are all EQUALS/IN on
 * text fields among `by` (and a sumBy within them) answers without reading the rows. Only a
 * hint: answers are the same with or without it.
 */
export interface KeptTotals {
  by: string[];
  /** The numeric path sumBy sums. */
  sum?: string;
  /** An ISO timestamp path kept by UTC day, so a sumBy range on it reads only its edge days' rows. */
  day?: string;
  /** Also index (by..., sortBy desc, id), so a search on all of `by` reads its page in order (costs every write). */
  pageIndex?: boolean;
}

export interface ReadModelDefinition {
  name: string;
  fields: FieldMappings;
  /** JSON path of the default sort (descending), e.g. 'createdAt'. */
  sortBy?: string;
  /** Extra JSON paths to index for lookups (e.g. 'hubUuid', 'email'). */
  indexes?: string[];
  totals?: KeptTotals;
}

export interface RowWrite {
  model: string;
  id: string;
  row: object | null;
}

/**
 * A sum over rows, grouped: rows whose `where` paths equal the values (compared as text, like
 * findBy) and whose `range.path` (ISO text) lies within [from, to], summed over the numeric `sum`
 * path and grouped by the `groupBy` paths (a missing value groups as null).
 */
export interface SumQuery {
  where: Record<string, string | number | boolean>;
  range?: { path: string; from?: string; to?: string };
  groupBy: string[];
  sum: string;
}
export interface SumGroup {
  keys: Array<string | null>;
  sum: number;
  count: number;
}

export interface ReadStore {
  /**
   * Ensures tables and the indexes each read model declares. `indexes: false` only makes the
   * models known to search (a snapshot or a rebuild's shadow: no index build over the whole store).
   */
  register(models: ReadModelDefinition[], options?: { indexes?: boolean }): Promise<void>;
  get<T>(model: string, id: string): Promise<T | null>;
  getMany<T>(model: string, ids: string[]): Promise<Map<string, T>>;
  /** Rows whose JSON field equals value (uses the declared index). */
  findBy<T>(model: string, path: string, value: string | number | boolean): Promise<T[]>;
  list<T>(model: string, options?: { limit?: number }): Promise<T[]>;
  /** Totals computed where the rows are, so a large model is not loaded to be added up. */
  sumBy(model: string, query: SumQuery): Promise<SumGroup[]>;
  /** The spec's paged search; `scope` adds fixed EQUALS filters (a hub user's own hub). */
  search<T>(
    model: string,
    request: PagedSearchRequest,
    scope?: Partial<Record<string, string>>,
  ): Promise<Page<T>>;
  /**
   * Writes rows (null = delete) and the checkpoints of the projections that produced them in ONE
   * transaction, so a crash never leaves rows ahead of or behind their checkpoint.
   */
  commit(writes: RowWrite[], checkpoints: Record<string, Checkpoint>): Promise<void>;
  /** Every projection's checkpoint. */
  checkpoints(): Promise<Record<string, Checkpoint>>;
  checkpoint(projection: string): Promise<Checkpoint | null>;
  /** Drops a projection's rows and checkpoint (rebuild). */
  reset(projection: string, models: string[]): Promise<void>;
  /**
   * The swap of a blue/green rebuild, atomic for readers: `to`'s rows are replaced by `from`'s
   * (models pair up by index), `to`'s checkpoint becomes `from`'s, and `from` is left empty.
   */
  promote(
    from: { projection: string; models: string[] },
    to: { projection: string; models: string[] },
  ): Promise<void>;
  /** For adapters that share one database with the event store. */
  readonly sql?: SqlQueryable;
  close(): Promise<void>;
}
