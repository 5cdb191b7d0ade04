import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ALL_PROJECTIONS } from '@cairn/projection-service';
import { startTestApp } from '../../command-service/test/harness/test-app';
import {
  alternate,
  check,
  median,
  msSince,
  now,
  percentile,
  type BenchConfig,
  type RunSpec,
  type ScenarioResult,
  type Side,
} from '../lib/harness';
import { fillOurs } from '../lib/dataset';
import { OursStore, recreateDatabase } from '../lib/stores';
import { checkRebuilt, foldOf } from '../lib/rebuild';
import type { Folds } from '../lib/fold-check';

const READER = fileURLToPath(new URL('../lib/read-load.main.ts', import.meta.url));
/** Admins reading the list while the rebuild runs: requests a second, sent on schedule (open loop). */
const LIST_RATE = 20;
const LIST = '/api/admin/hubEvents?page=0&size=25';

interface Reads {
  statuses: Record<string, number>;
  latencies: number[];
  totals: number[];
}

/** Reads the admin hub events list from its own process until `until` settles. */
const readWhile = async (url: string, token: string, until: Promise<unknown>): Promise<Reads> => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', READER, url, token, LIST, String(LIST_RATE)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    await until;
  } finally {
    child.stdin.end();
    await exited;
  }
  return JSON.parse(stdout) as Reads;
};

/**
 * One run: every read model rebuilt blue/green by the running app (`ProjectionRebuilds.startGroup`,
 * one read of the log for all of them) while another process reads the admin hub events list; answers seconds.
 */
const rebuildBesideReads = (
  t: Awaited<ReturnType<typeof startTestApp>>,
  store: OursStore,
  folds: Folds,
  total: number,
  latencies: number[][],
  swaps: number[],
): RunSpec => ({
  run: async (side: Side, measured: boolean) => {
    const rebuilds = t.running.app.rebuilds!;
    const names = ALL_PROJECTIONS.map((p) => p.name);
    // The swaps' share of the time, timed around the read store's promote (one per model).
    const rows = t.running.app.rows;
    const promote = rows.promote.bind(rows);
    let swapMs = 0;
    rows.promote = async (from, to) => {
      const at = now();
      try {
        await promote(from, to);
      } finally {
        swapMs += msSince(at);
      }
    };
    const started = now();
    const progress = rebuilds.startGroup(names, 'manual');
    const reads = await readWhile(t.url, t.adminToken, rebuilds.settled(names[0]));
    const seconds = msSince(started) / 1000;
    check(
      side,
      progress.state === 'DONE',
      `ours: the rebuild ended ${progress.state} ${progress.error ?? ''}`,
    );
    check(
      side,
      Object.keys(reads.statuses).every((s) => s === '200'),
      `ours: list answers ${JSON.stringify(reads.statuses)}`,
    );
    check(
      side,
      reads.totals.length === 1 && reads.totals[0] === total,
      `ours: the list answered totals ${reads.totals.join(', ')} during the rebuild, expected ${total} throughout`,
    );
    await checkRebuilt(store, side, folds);
    rows.promote = promote;
    if (measured) {
      latencies.push(reads.latencies);
      swaps.push(swapMs / 1000);
    }
    return seconds;
  },
});

/**
 * R3 (issue 17): a blue/green rebuild of every read model at `config.events` events inside a running
 * app, within 2× R2's time, while the admin hub events list answers at p99 ≤ 100 ms.
 */
export const rebuildLiveScenario = async (
  config: BenchConfig,
  r2EventsPerSecond: number,
): Promise<ScenarioResult> => {
  const n = config.events.toLocaleString('en-US');
  config.log(
    `R3 blue/green rebuild of every read model from ${n} events in a running app, the hub events list read beside it`,
  );
  const previous = process.env.DATABASE_URL;
  const url = await recreateDatabase(config, 'cairn_bench_r3');
  process.env.DATABASE_URL = url;
  const t = await startTestApp();
  // The app's own connection and event store (its test schema): the data set goes in through them.
  const store = new OursStore(t.running.sql, t.running.app.events);
  try {
    await fillOurs(store, config.events);
    if (!(await t.running.app.projections.waitForLatest(600_000)))
      throw new Error('R3: the app did not catch up with the data set');
    // A live system's autovacuum analyzes the rows the catch-up wrote; the bench does not wait a minute for it.
    await store.sql.query('analyze read_rows');
    const folds = await foldOf(store);
    const list = await t.call<{ pagination: { total: number } }>('GET', LIST, {
      token: t.adminToken,
    });
    const atRest = await readWhile(
      t.url,
      t.adminToken,
      new Promise((resolve) => setTimeout(resolve, config.checkOnly ? 500 : 5_000)),
    );
    const latencies: number[][] = [];
    const swaps: number[] = [];
    const r3 = await alternate(
      config,
      rebuildBesideReads(t, store, folds, list.body.pagination.total, latencies, swaps),
      null,
    );
    const all = latencies.flat();
    const p99 = percentile(all, 99);
    const limit = 2 * (config.events / r2EventsPerSecond);
    return {
      id: 'R3',
      title: `blue/green rebuild of every read model from ${n} events in the running app while the hub events list is read ${LIST_RATE} times a second`,
      unit: 's',
      higherIsBetter: false,
      ...r3,
      extra: {
        'list p99 ms at rest': percentile(atRest.latencies, 99),
        'list p50 ms': percentile(all, 50),
        'list p95 ms': percentile(all, 95),
        'list p99 ms': p99,
        'list reads': all.length,
        'swaps s': Number(median(swaps).toFixed(1)),
        '2× R2 s': Number(limit.toFixed(1)),
      },
      target: {
        text: '≤ 2× R2 time (2× events ÷ R2 median), list p99 ≤ 100 ms',
        met: median(r3.ours.runs) <= limit && p99 <= 100,
      },
      note: 'no peer counterpart (Emmett has no blue/green rebuild beside a live model); the list read on schedule from another process on loopback',
    };
  } finally {
    await t.stop();
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  }
};
