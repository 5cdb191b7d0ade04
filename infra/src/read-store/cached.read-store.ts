import type { Checkpoint } from '../event-store/event-store.port';
import type { ReadStore, RowWrite } from './read-store.port';

export interface CachedReadStoreOptions {
  /** Models whose rows `get` keeps: small, read on every request (the signed-in user and their hub). */
  models: readonly string[];
  /** Bound for writers this instance does not see (another process on the same database); ms. */
  maxAgeMs?: number;
  /** Rows kept at most; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

/** The row as JSON text: each caller parses its own copy (cheaper than structuredClone here). */
interface Entry {
  json: string;
  at: number;
}

/**
 * A ReadStore that keeps the rows of a few models in memory for `get`. It is only correct where
 * every write to those rows goes through this instance's `commit`/`reset` (the embedded profile:
 * the projection runner shares it): a write drops the rows it touches once it has committed, so a
 * command that waited for its projection (sign-out, suspension, a paused hub) is seen by the next
 * request. A read that was under way while a write of its row committed is not kept: it may
 * carry the row from before. Callers get a copy, so a caller that changes its row changes no one else's.
 */
export class CachedReadStore implements ReadStore {
  private readonly entries = new Map<string, Entry>();
  /** Reads under way, by key: a write of that key removes it, so its (maybe older) row is not kept. */
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly models: Set<string>;

  constructor(
    private readonly inner: ReadStore,
    private readonly options: CachedReadStoreOptions,
  ) {
    this.models = new Set(options.models);
  }

  get sql() {
    return this.inner.sql;
  }

  async get<T>(model: string, id: string): Promise<T | null> {
    if (!this.models.has(model)) return this.inner.get<T>(model, id);
    const key = `${model}\u0000${id}`;
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at <= (this.options.maxAgeMs ?? 5_000))
      return JSON.parse(hit.json) as T | null;
    // Concurrent requests for one row share one read.
    let loading = this.loading.get(key);
    if (!loading) {
      const started = now;
      const read: Promise<unknown> = this.inner.get<unknown>(model, id).then(
        (row) => {
          if (this.loading.get(key) === read) {
            this.loading.delete(key);
            this.keep(key, { json: JSON.stringify(row ?? null), at: started });
          }
          return row;
        },
        (error: unknown) => {
          if (this.loading.get(key) === read) this.loading.delete(key);
          throw error;
        },
      );
      this.loading.set(key, (loading = read));
    }
    const row = await loading;
    return (row === null || row === undefined ? null : structuredClone(row)) as T | null;
  }

  getMany<T>(model: string, ids: string[]): Promise<Map<string, T>> {
    return this.inner.getMany<T>(model, ids);
  }
  findBy<T>(model: string, path: string, value: string | number | boolean): Promise<T[]> {
    return this.inner.findBy<T>(model, path, value);
  }
  list<T>(model: string, options?: { limit?: number }): Promise<T[]> {
    return this.inner.list<T>(model, options);
  }
  sumBy(...args: Parameters<ReadStore['sumBy']>) {
    return this.inner.sumBy(...args);
  }
  search<T>(...args: Parameters<ReadStore['search']>) {
    return this.inner.search<T>(...args);
  }
  register(...args: Parameters<ReadStore['register']>) {
    return this.inner.register(...args);
  }
  checkpoints(): Promise<Record<string, Checkpoint>> {
    return this.inner.checkpoints();
  }
  checkpoint(projection: string): Promise<Checkpoint | null> {
    return this.inner.checkpoint(projection);
  }

  async commit(writes: RowWrite[], checkpoints: Record<string, Checkpoint>): Promise<void> {
    try {
      await this.inner.commit(writes, checkpoints);
    } finally {
      // Also after a failure: the commit may have happened with only its answer lost.
      for (const write of writes)
        if (this.models.has(write.model)) this.drop(`${write.model}\u0000${write.id}`);
    }
  }

  async reset(projection: string, models: string[]): Promise<void> {
    try {
      await this.inner.reset(projection, models);
    } finally {
      this.entries.clear();
      this.loading.clear();
    }
  }

  async promote(...args: Parameters<ReadStore['promote']>): Promise<void> {
    try {
      await this.inner.promote(...args);
    } finally {
      this.entries.clear();
      this.loading.clear();
    }
  }

  close(): Promise<void> {
    this.entries.clear();
    this.loading.clear();
    return this.inner.close();
  }

  private drop(key: string): void {
    this.entries.delete(key);
    this.loading.delete(key);
  }

  private keep(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    const max = this.options.maxEntries ?? 10_000;
    while (this.entries.size > max) this.entries.delete(this.entries.keys().next().value as string);
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}
