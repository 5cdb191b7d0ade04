import type { StoredEvent } from '@cairn/contracts';
import {
  type Checkpoint,
  type GlobalBatch,
  type ReadStore,
  type RowWrite,
  compareCheckpoints,
} from '@cairn/infra';
import type { Projection } from '../projection';
import type { FreshRows } from './fresh-rows';

export interface Folded {
  touched: Map<string, RowWrite>;
  checkpoints: Record<string, Checkpoint>;
  cache: Map<string, object | null>;
}

/** What a fold reads of its runner: the projections, which are paused, and where each stands. */
export interface FoldScope {
  projections: readonly Projection[];
  paused: ReadonlySet<string>;
  checkpoints: Readonly<Record<string, Checkpoint>>;
}

export const checkpointOf = (event: StoredEvent): Checkpoint => ({
  txId: event.transactionId ?? '0',
  position: event.globalPosition,
});

const rowKey = (model: string, id: string) => `${model}\u0000${id}`;

/**
 * Folds a batch into the rows it touches; `carried` rows (folded by the batch before, maybe not yet
 * committed) are used instead of reading them, and rows `fresh` knows are absent are not read.
 */
export const foldBatch = async (
  rows: ReadStore,
  scope: FoldScope,
  batch: GlobalBatch,
  carried: Map<string, object | null>,
  fresh?: FreshRows,
): Promise<Folded> => {
  const cache = new Map<string, object | null>();
  const touched = new Map<string, RowWrite>();
  await prefetch(rows, scope, batch.events, cache, carried, fresh);
  for (const event of batch.events) {
    const at = checkpointOf(event);
    for (const p of scope.projections) {
      if (
        !p.handles.includes(event.type) ||
        scope.paused.has(p.name) ||
        compareCheckpoints(at, scope.checkpoints[p.name]) <= 0
      )
        continue;
      const id = p.keyOf(event);
      if (id === null) continue;
      const key = rowKey(p.model.name, id);
      const next = p.evolve((cache.get(key) ?? null) as never, event);
      cache.set(key, next);
      touched.set(key, { model: p.model.name, id, row: next });
      fresh?.written(p.model.name, key);
    }
  }
  const checkpoints: Record<string, Checkpoint> = {};
  for (const p of scope.projections) {
    const ahead =
      !scope.paused.has(p.name) &&
      compareCheckpoints(batch.checkpoint, scope.checkpoints[p.name]) > 0;
    checkpoints[p.name] = ahead ? batch.checkpoint : scope.checkpoints[p.name];
  }
  return {
    touched,
    checkpoints,
    cache: new Map([...touched].map(([key, write]) => [key, write.row as object | null])),
  };
};

/** Loads every row the batch touches in one query per model, instead of one per event. */
const prefetch = async (
  rows: ReadStore,
  scope: FoldScope,
  events: readonly StoredEvent[],
  cache: Map<string, object | null>,
  carried: Map<string, object | null>,
  fresh?: FreshRows,
): Promise<void> => {
  const wanted = new Map<string, Set<string>>();
  for (const event of events) {
    for (const p of scope.projections) {
      if (!p.handles.includes(event.type) || scope.paused.has(p.name)) continue;
      const id = p.keyOf(event);
      if (id === null) continue;
      const key = rowKey(p.model.name, id);
      if (carried.has(key)) {
        cache.set(key, carried.get(key) ?? null);
        continue;
      }
      if (fresh?.absent(p.model.name, key)) {
        cache.set(key, null);
        continue;
      }
      const ids = wanted.get(p.model.name) ?? new Set<string>();
      ids.add(id);
      wanted.set(p.model.name, ids);
    }
  }
  // One query per model, side by side on the pool.
  await Promise.all(
    [...wanted].map(async ([model, ids]) => {
      const found = await rows.getMany<object>(model, [...ids]);
      for (const id of ids) cache.set(rowKey(model, id), found.get(id) ?? null);
    }),
  );
};

/**
 * Projections (with the rows of their models) in `lanes` groups of about equal rows; projections
 * that wrote nothing go with the first.
 */
export const splitIntoLanes = (
  projections: readonly Projection[],
  writes: RowWrite[],
  lanes: number,
): Array<{ writes: RowWrite[]; names: string[] }> => {
  if (lanes <= 1) return [{ writes, names: projections.map((p) => p.name) }];
  const byModel = new Map<string, RowWrite[]>();
  for (const write of writes) {
    const rows = byModel.get(write.model) ?? [];
    rows.push(write);
    byModel.set(write.model, rows);
  }
  const groups = Array.from({ length: lanes }, () => ({
    writes: [] as RowWrite[],
    names: [] as string[],
    models: new Set<string>(),
  }));
  for (const [model, rows] of [...byModel].sort((a, b) => b[1].length - a[1].length)) {
    const lightest = groups.reduce((min, g) => (g.writes.length < min.writes.length ? g : min));
    lightest.writes.push(...rows);
    lightest.models.add(model);
  }
  for (const p of projections)
    (groups.find((g) => g.models.has(p.model.name)) ?? groups[0]).names.push(p.name);
  return groups.filter((g) => g.names.length > 0);
};
