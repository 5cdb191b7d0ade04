import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPgliteSqlClient,
  createPostgresEventStore,
  type PgliteSqlClient,
} from '@cairn/infra';
import {
  alternate,
  now,
  perSecond,
  sideOf,
  type BenchConfig,
  type RunSpec,
  type ScenarioResult,
  type Side,
} from '../lib/harness';
import { checkLog } from '../lib/checks';
import { fillOurs } from '../lib/ours.dataset';
import { OursStore } from '../lib/ours.store';
import { concurrent, sequential, type Work } from '../lib/append-work';
import { PGLITE_BATCH_SIZE } from '@cairn/projection-service';
import { checkRebuilt, foldOf, rebuildOnce } from '../lib/rebuild';

/**
 * One PGlite for the whole of E1, in a data folder, as the embedded app runs (one per process: a
 * closed PGlite does not give its WebAssembly memory back). Each run gets a schema of its own.
 */
let shared: { sql: PgliteSqlClient; dir: string } | null = null;
let runs = 0;
const openEmbedded = async (): Promise<{ store: OursStore; drop: () => Promise<void> }> => {
  if (!shared) {
    const dir = await mkdtemp(join(tmpdir(), 'cairn-bench-e1-'));
    shared = { sql: await createPgliteSqlClient(dir), dir };
  }
  const { sql } = shared;
  const schema = `e1_run_${++runs}`;
  await sql.query(`create schema ${schema}`);
  await sql.query(`set search_path to ${schema}`);
  const events = await createPostgresEventStore(sql);
  // The store and its SqlClient stay open for the next run; only this run's schema goes.
  const store = new OursStore(
    {
      ...sql,
      query: sql.query.bind(sql),
      transaction: sql.transaction.bind(sql),
      exec: sql.exec.bind(sql),
      close: async () => undefined,
      driver: 'pglite',
    },
    events,
  );
  return {
    store,
    drop: async () => {
      await store.close();
      await sql.query(`drop schema ${schema} cascade`);
    },
  };
};

/** The size of PGlite's WebAssembly memory now (it grows, it never shrinks). */
const wasmBytes = (): number => {
  const db = (shared?.sql as unknown as { db?: { Module?: { HEAPU8?: Uint8Array } } })?.db;
  return db?.Module?.HEAPU8?.buffer.byteLength ?? 0;
};

const closeEmbedded = async (): Promise<void> => {
  if (!shared) return;
  await shared.sql.close();
  await rm(shared.dir, { recursive: true, force: true });
  shared = null;
};

const appendRun = (work: Work, per: 'count' | 'events'): RunSpec => ({
  run: async (side: Side) => {
    const { store, drop } = await openEmbedded();
    try {
      const started = now();
      const done = await work(store, side);
      const rate = perSecond(per === 'count' ? done.count : done.events, started);
      await checkLog(store, side, done.events);
      return rate;
    } finally {
      await drop();
    }
  },
});

/**
 * The process's peak resident memory, sampled every 50 ms while the embedded profile works
 * (appends, loading, rebuilds). The bench's own correctness checks run after it stops: folding
 * 100k events in memory to compare with the rebuilt rows is the bench's memory, not the app's.
 */
const sampleMemory = () => {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss);
  };
};

/**
 * E1, run in a process of its own (bench/run.ts) so that its memory is the embedded app's alone.
 * Each row names its PostgreSQL counterpart (`ref`); run.ts sets the "within 3×" target from it.
 */
export const embeddedScenarios = async (
  config: BenchConfig,
): Promise<Array<ScenarioResult & { ref?: string }>> => {
  const q = config.quick;
  const events = config.embeddedEvents;
  const results: Array<ScenarioResult & { ref?: string }> = [];
  const peak = sampleMemory();
  const spec = [
    {
      id: 'E1-A1',
      ref: 'A1',
      title: 'PGlite: one stream, 1-event appends in sequence',
      unit: 'appends/s',
      work: sequential(q ? 30 : 1_000, 1),
      per: 'count' as const,
    },
    {
      id: 'E1-A3',
      ref: 'A3-1',
      title: 'PGlite: 64 appends in flight over 1,024 streams, 1 event each',
      unit: 'appends/s',
      work: concurrent(q ? 128 : 3_000, 1),
      per: 'count' as const,
    },
  ];
  const phases: Record<string, number> = {};
  // Where the RSS goes (issue 38): the JS heap, PGlite's WebAssembly memory, Node's ArrayBuffers
  // (which do not count the WebAssembly memory: measured, RSS minus both came out negative).
  const mark = (phase: string) => {
    const { rss, heapTotal, arrayBuffers } = process.memoryUsage();
    const wasm = wasmBytes();
    phases[`RSS MB after ${phase}`] = Math.round(rss / 2 ** 20);
    phases[`JS heap MB after ${phase}`] = Math.round(heapTotal / 2 ** 20);
    phases[`PGlite WASM MB after ${phase}`] = Math.round(wasm / 2 ** 20);
    phases[`ArrayBuffers MB after ${phase}`] = Math.round(arrayBuffers / 2 ** 20);
  };
  for (const s of spec) {
    config.log(s.id);
    const { ours } = await alternate(config, appendRun(s.work, s.per), null);
    results.push({
      id: s.id,
      ref: s.ref,
      title: s.title,
      unit: s.unit,
      higherIsBetter: true,
      ours,
      peer: null,
    });
    mark(s.id);
  }
  config.log(`E1-R2: loading ${events.toLocaleString('en-US')} events into PGlite`);
  const { store, drop } = await openEmbedded();
  try {
    await fillOurs(store, events);
    mark('loading');
    // Two runs, no warm-up: one rebuild of 100k events on PGlite takes most of a minute. Each
    // run's rows are summed in SQL (no copy in this process) and must agree; the last run's rows
    // are checked against the fold once the memory is measured.
    const ours = sideOf();
    const sums = new Set<string>();
    for (let i = 0; i < (config.checkOnly ? 1 : 2); i++) {
      ours.runs.push(await rebuildOnce(store, events, ours, PGLITE_BATCH_SIZE));
      sums.add(await rowsSum(store));
      mark(`rebuild ${i + 1}`);
    }
    const mb = peak() / 2 ** 20;
    if (sums.size !== 1)
      ours.failures.push(`ours: the rebuilds made different rows (${[...sums].join(' / ')})`);
    ours.ok &&= sums.size === 1;
    await checkRebuilt(store, ours, await foldOf(store));
    results.push({
      id: 'E1-R2',
      ref: 'R2',
      title: `PGlite: rebuild every read model from ${events.toLocaleString('en-US')} events`,
      unit: 'events/s',
      higherIsBetter: true,
      ours,
      peer: null,
      note: `${ours.runs.length} runs without warm-up`,
    });
    results.push({ ...memoryRow(mb), extra: phases });
  } finally {
    await drop();
  }
  await closeEmbedded();
  return results;
};

/** An order-independent sum of every read row, computed by the database. */
const rowsSum = async (store: OursStore): Promise<string> => {
  const { rows } = await store.sql.query<{ n: string; sum: string }>(
    `select count(*)::text as n, coalesce(sum(hashtextextended(model || '/' || id || '/' || data::text, 0)::numeric), 0)::text as sum from read_rows`,
  );
  return `${rows[0].n} rows, sum ${rows[0].sum}`;
};

const memoryRow = (mb: number): ScenarioResult => ({
  id: 'E1-mem',
  title:
    'PGlite: peak resident memory of the process while the embedded profile works (A1, A3, loading, R2)',
  unit: 'MB',
  higherIsBetter: false,
  ours: { runs: [mb], ok: true, failures: [] },
  peer: null,
  target: { text: '≤ 300 MB', met: mb <= 300 },
});
