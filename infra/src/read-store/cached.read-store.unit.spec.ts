import { describe, expect, it } from 'vitest';
import type { Checkpoint } from '../event-store/event-store.port';
import type { ReadStore, RowWrite } from './read-store.port';
import { CachedReadStore } from './cached.read-store';

/** An in-memory store whose reads can be held open, to order a read against a write. */
const memoryStore = () => {
  const rows = new Map<string, object>();
  let reads = 0;
  let hold: Promise<void> | null = null;
  const store = {
    async get<T>(model: string, id: string) {
      reads++;
      const row = rows.get(`${model}/${id}`) ?? null;
      if (hold) await hold;
      return row as T | null;
    },
    async commit(writes: RowWrite[], _checkpoints: Record<string, Checkpoint>) {
      for (const w of writes)
        if (w.row) rows.set(`${w.model}/${w.id}`, w.row);
        else rows.delete(`${w.model}/${w.id}`);
    },
    async reset(_projection: string, models: string[]) {
      for (const key of [...rows.keys()])
        if (models.some((m) => key.startsWith(`${m}/`))) rows.delete(key);
    },
    async close() {},
  } as unknown as ReadStore;
  return {
    store,
    reads: () => reads,
    holdReads: (until: Promise<void>) => {
      hold = until;
    },
    release: () => {
      hold = null;
    },
  };
};

const user = (suspended: boolean) => ({ uuid: 'u1', suspended });

describe('CachedReadStore', () => {
  it('serves a cached row without reading again, and a copy each time', async () => {
    const mem = memoryStore();
    const cached = new CachedReadStore(mem.store, { models: ['users'] });
    await cached.commit([{ model: 'users', id: 'u1', row: user(false) }], {});
    const first = await cached.get<{ suspended: boolean }>('users', 'u1');
    first!.suspended = true;
    expect(await cached.get('users', 'u1')).toEqual(user(false));
    expect(mem.reads()).toBe(1);
  });

  it('reads again once a commit wrote the row (a suspension is seen by the next request)', async () => {
    const mem = memoryStore();
    const cached = new CachedReadStore(mem.store, { models: ['users'] });
    await cached.commit([{ model: 'users', id: 'u1', row: user(false) }], {});
    await cached.get('users', 'u1');
    await cached.commit([{ model: 'users', id: 'u1', row: user(true) }], {});
    expect(await cached.get('users', 'u1')).toEqual(user(true));
    await cached.commit([{ model: 'users', id: 'u1', row: null }], {});
    expect(await cached.get('users', 'u1')).toBeNull();
  });

  it('does not keep a row read while a write of it committed', async () => {
    const mem = memoryStore();
    const cached = new CachedReadStore(mem.store, { models: ['users'] });
    await cached.commit([{ model: 'users', id: 'u1', row: user(false) }], {});
    let release!: () => void;
    mem.holdReads(
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    const early = cached.get('users', 'u1'); // reads the row from before the write
    await cached.commit([{ model: 'users', id: 'u1', row: user(true) }], {});
    release();
    mem.release();
    expect(await early).toEqual(user(false));
    expect(await cached.get('users', 'u1')).toEqual(user(true));
  });

  it('forgets everything on reset, expires rows after maxAgeMs, and leaves other models uncached', async () => {
    const mem = memoryStore();
    let now = 0;
    const cached = new CachedReadStore(mem.store, {
      models: ['users'],
      maxAgeMs: 1000,
      now: () => now,
    });
    await cached.commit(
      [
        { model: 'users', id: 'u1', row: user(false) },
        { model: 'hubEvents', id: 'e1', row: { n: 1 } },
      ],
      {},
    );
    await cached.get('users', 'u1');
    await cached.reset('users', ['users']);
    expect(await cached.get('users', 'u1')).toBeNull();
    await cached.commit([{ model: 'users', id: 'u1', row: user(false) }], {});
    await cached.get('users', 'u1');
    const reads = mem.reads();
    now = 1001;
    await cached.get('users', 'u1');
    expect(mem.reads()).toBe(reads + 1);
    await cached.get('hubEvents', 'e1');
    await cached.get('hubEvents', 'e1');
    expect(mem.reads()).toBe(reads + 3);
  });
});
