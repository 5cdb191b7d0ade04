import { createPostgresEventStore, createPostgresReadStore } from '@cairn/infra';
import { ALL_PROJECTIONS } from '@cairn/projection-service';
import { startTestApp } from '../../command-service/test/harness/test-app';
import { alternate, median, type BenchConfig, type ScenarioResult } from '../lib/harness';
import { loadDataset } from '../lib/dataset';
import { fillOurs } from '../lib/ours.dataset';
import { OursStore, recreateDatabase } from '../lib/stores';
import { foldOf } from '../lib/rebuild';
import { rebuildOurs } from './read.bench';
import { httpRun } from './http.bench';
import { queryRun, seedQ1 } from './live.bench';
import { limitRow, plainRebuild, shareOf } from './limit.bench';

const short = (n: number) =>
  n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1_000 ? `${n / 1_000}k` : String(n);

/** R2 and its ceiling at one size. */
const rebuildAt = async (config: BenchConfig, events: number): Promise<ScenarioResult[]> => {
  config.log(`growth: R2 at ${events.toLocaleString('en-US')} events`);
  const ours = (await loadDataset(config, 'ours', events, '_growth')) as OursStore;
  try {
    const folds = foldOf(ours);
    const r2 = await alternate(config, rebuildOurs(ours, events, folds), null);
    const row: ScenarioResult = {
      id: `R2@${short(events)}`,
      title: `rebuild every read model from ${events.toLocaleString('en-US')} events`,
      unit: 'events/s',
      higherIsBetter: true,
      ...r2,
    };
    const limit = await limitRow(
      config,
      `LIMIT-R2@${short(events)}`,
      `plain pg rebuild ceiling at ${events.toLocaleString('en-US')} events`,
      'events/s',
      plainRebuild(ours.url, events, folds),
    );
    shareOf(row, limit);
    row.extra = { ...row.extra, 's per run': events / median(r2.ours.runs) };
    return [row, limit];
  } finally {
    await ours.close();
  }
};

/** Q1 (hub events search while A3 runs) with `events` hub events seeded. */
const searchAt = async (config: BenchConfig, events: number): Promise<ScenarioResult> => {
  const store = await seedQ1(config, events);
  const rows = await createPostgresReadStore(store.sql);
  await rows.register(ALL_PROJECTIONS.map((p) => p.model));
  await store.sql.query('analyze read_rows');
  try {
    config.log(`growth: Q1 at ${events.toLocaleString('en-US')} hub events`);
    const q1 = await alternate(config, queryRun(config, store, rows, events, []), null);
    return {
      id: `Q1@${short(events)}`,
      title: `hub events search, 3 filters, page 25, at ${events.toLocaleString('en-US')} hub events, while A3 runs`,
      unit: 'ms p99',
      higherIsBetter: false,
      ...q1,
    };
  } finally {
    await store.close();
  }
};

/** A4 on an app whose log (and read models, projected before the run) already hold `events` events. */
const commandsAt = async (config: BenchConfig, events: number): Promise<ScenarioResult> => {
  const previous = process.env.DATABASE_URL;
  process.env.DATABASE_URL = await recreateDatabase(config, 'cairn_bench_growth_http');
  const t = await startTestApp();
  try {
    config.log(`growth: A4 after ${events.toLocaleString('en-US')} events`);
    const sql = t.running.sql;
    await fillOurs(new OursStore(sql, await createPostgresEventStore(sql)), events);
    if (!(await t.running.app.projections.waitForLatest(30 * 60_000)))
      throw new Error('growth: the app did not project the loaded events');
    const percentiles: Record<string, number[]> = {};
    const count = config.quick || config.checkOnly ? 200 : 1_000;
    const a4 = await alternate(config, httpRun(t, count, percentiles), null);
    return {
      id: `A4@${short(events)}`,
      title: `register collected material over HTTP, 32 in flight, after ${events.toLocaleString('en-US')} events`,
      unit: 'commands/s',
      higherIsBetter: true,
      ...a4,
      extra: Object.fromEntries(Object.entries(percentiles).map(([k, v]) => [k, median(v)])),
    };
  } finally {
    await t.stop();
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  }
};

/**
 * Growth (issue 38): R2, Q1 and A4 at each size of `--sizes` (default 10k, 100k, 1M), to show how
 * cost grows: a rebuild should stay linear (events/s flat), a search and a command flat in ms.
 */
export const growthScenarios = async (config: BenchConfig): Promise<ScenarioResult[]> => {
  const results: ScenarioResult[] = [];
  for (const size of config.sizes ?? [10_000, 100_000, 1_000_000]) {
    results.push(...(await rebuildAt(config, size)));
    results.push(await searchAt(config, size));
    results.push(await commandsAt(config, size));
  }
  return results;
};
