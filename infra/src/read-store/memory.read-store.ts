import type { Page, PagedSearchRequest } from '@cairn/contracts';
import { Aggregator, Query } from 'mingo';
import type { Checkpoint } from '../event-store/event-store.port';
import { ReadStoreQueryError } from './json-path.sql';
import {
  asTextValues,
  mongoPath,
  mongoSearchFilter,
  mongoSort,
  sumGroupsOf,
  sumPipeline,
} from './mongo.search-filter';
import type {
  ReadModelDefinition,
  ReadStore,
  RowWrite,
  SumGroup,
  SumQuery,
} from './read-store.port';

interface RowDocument {
  _id: string;
  data: object;
}

const copy = <T>(value: T): T => structuredClone(value);
/** Rows must stay portable to the stores that refuse \u0000 (jsonb). */
const assertStorable = (value: unknown): void => {
  if (typeof value === 'string' && value.includes('\u0000'))
    throw new Error('a row may not hold the \\u0000 character');
  if (value && typeof value === 'object') Object.values(value).forEach(assertStorable);
};

/**
 * The read-store port in memory, for read models that live only as long as one question: the
 * figures "as of" a past instant are projected into one and queried with the very code that
 * queries the live store. Queries run on mingo with the MongoDB adapter's translation of the
 * paged search, so both give the same answers (the read-store contract runs on both).
 */
export class MemoryReadStore implements ReadStore {
  private readonly models = new Map<string, ReadModelDefinition>();
  private readonly tables = new Map<string, Map<string, RowDocument>>();
  private readonly marks = new Map<string, Checkpoint>();

  async register(models: ReadModelDefinition[]): Promise<void> {
    for (const model of models) {
      this.models.set(model.name, model);
      this.rows(model.name);
    }
  }

  async get<T>(model: string, id: string): Promise<T | null> {
    const doc = this.rows(model).get(id);
    return doc ? copy(doc.data as T) : null;
  }

  async getMany<T>(model: string, ids: string[]): Promise<Map<string, T>> {
    const rows = this.rows(model);
    return new Map(
      ids.flatMap((id) => {
        const doc = rows.get(id);
        return doc ? [[id, copy(doc.data as T)] as const] : [];
      }),
    );
  }

  async findBy<T>(model: string, path: string, value: string | number | boolean): Promise<T[]> {
    return this.find<T>(model, { [mongoPath(path)]: { $in: asTextValues(value) } });
  }

  async list<T>(model: string, options: { limit?: number } = {}): Promise<T[]> {
    const rows = this.find<T>(model, {});
    return options.limit === undefined ? rows : rows.slice(0, options.limit);
  }

  async sumBy(model: string, query: SumQuery): Promise<SumGroup[]> {
    const groups = new Aggregator(sumPipeline(query)).run([
      ...this.rows(model).values(),
    ]) as unknown as Parameters<typeof sumGroupsOf>[1];
    return sumGroupsOf(query, groups);
  }

  async search<T>(
    model: string,
    request: PagedSearchRequest,
    scope: Partial<Record<string, string>> = {},
  ): Promise<Page<T>> {
    const definition = this.models.get(model);
    if (!definition)
      throw new ReadStoreQueryError('UNKNOWN_READ_MODEL', `read model ${model} is not registered`);
    const all = this.find<T>(model, mongoSearchFilter(definition, request, scope));
    const page = request.page ?? 0;
    const size = request.size ?? 25;
    return {
      items: all.slice(page * size, (page + 1) * size),
      pagination: { total: all.length, page, size },
    };
  }

  async commit(writes: RowWrite[], checkpoints: Record<string, Checkpoint>): Promise<void> {
    // Checked before anything changes: a refused commit leaves nothing behind (all or nothing).
    writes.forEach((write) => assertStorable(write.row));
    for (const write of writes) {
      if (write.row === null) this.rows(write.model).delete(write.id);
      else this.rows(write.model).set(write.id, { _id: write.id, data: copy(write.row) });
    }
    for (const [name, checkpoint] of Object.entries(checkpoints)) this.marks.set(name, checkpoint);
  }

  async checkpoints(): Promise<Record<string, Checkpoint>> {
    return Object.fromEntries(this.marks);
  }
  async checkpoint(projection: string): Promise<Checkpoint | null> {
    return this.marks.get(projection) ?? null;
  }

  async promote(
    from: { projection: string; models: string[] },
    to: { projection: string; models: string[] },
  ): Promise<void> {
    from.models.forEach((model, i) => {
      this.tables.set(to.models[i], this.rows(model));
      this.tables.set(model, new Map());
    });
    const mark = this.marks.get(from.projection);
    if (mark) this.marks.set(to.projection, mark);
    this.marks.delete(from.projection);
  }

  async reset(projection: string, models: string[]): Promise<void> {
    for (const model of models) this.rows(model).clear();
    this.marks.delete(projection);
  }

  async close(): Promise<void> {
    this.tables.clear();
    this.models.clear();
  }

  private rows(model: string): Map<string, RowDocument> {
    let rows = this.tables.get(model);
    if (!rows) {
      rows = new Map();
      this.tables.set(model, rows);
    }
    return rows;
  }

  private find<T>(model: string, filter: Record<string, unknown>): T[] {
    let cursor = new Query(filter).find([...this.rows(model).values()]);
    const order = mongoSort(this.models.get(model));
    if (Object.keys(order).length) cursor = cursor.sort(order);
    return (cursor.all() as RowDocument[]).map((doc) => copy(doc.data as T));
  }
}
