import { ALL_PROJECTIONS, ProjectionRunner } from '@cairn/projection-service';
import { createPostgresReadStore } from '@cairn/infra';
import { msSince, now, type Side } from './harness';
import { checkFolds, Folds } from './fold-check';
import type { BenchStore, OursStore } from './ours.store';

/** Events per batch of our rebuild: bigger batches, fewer round trips (bench/README.md). */
export const BATCH = 5_000;

export const foldOf = async (store: BenchStore): Promise<Folds> => {
  const folds = new Folds(ALL_PROJECTIONS);
  await store.readAll(5_000, (events) => events.forEach((e) => folds.add(e)));
  return folds;
};

/** Rebuilds every read model of our store from scratch with the ProjectionRunner, as `npm run replay` does; answers events/s. */
export const rebuildOnce = async (
  store: OursStore,
  expected: number,
  side: Side,
  batchSize = BATCH,
): Promise<number> => {
  const rows = await createPostgresReadStore(store.sql);
  await store.sql.query('truncate read_rows, read_totals, projection_checkpoints');
  const runner = new ProjectionRunner(store.events, rows, ALL_PROJECTIONS, { batchSize });
  await runner.init();
  const started = now();
  const read = await runner.catchUp();
  const rate = read / (msSince(started) / 1000);
  if (read !== expected)
    side.failures.push(`ours: rebuild read ${read} events, expected ${expected}`);
  side.ok &&= read === expected;
  return rate;
};

/** Every read model of our store equals the fold of the events. */
export const checkRebuilt = async (store: OursStore, side: Side, folds: Folds): Promise<void> => {
  const actual = new Map<string, Map<string, unknown>>();
  for (const p of ALL_PROJECTIONS) {
    const { rows: found } = await store.sql.query<{ id: string; data: unknown }>(
      'select id, data from read_rows where model = $1',
      [p.model.name],
    );
    actual.set(p.model.name, new Map(found.map((r) => [r.id, r.data])));
  }
  checkFolds(side, 'ours', folds, actual);
};
