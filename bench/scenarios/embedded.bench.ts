import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgliteSqlClient, createPostgresEventStore, type PgliteSqlClient } from '@cairn/infra';
import { alternate, now, perSecond, sideOf, type BenchConfig, type RunSpec, type ScenarioResult, type Side } from '../lib/harness';
import { checkLog } from '../lib/checks';
import { fillOurs } from '../lib/dataset';
import { OursStore } from '../lib/stores';
import { concurrent, sequential, type Work } from './append.bench';
import { foldOf, rebuildOurs } from './read.bench';

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
  const store = new OursStore({ ...sql, query: sql.query.bind(sql), transaction: sql.transaction.bind(sql), exec: sql.exec.bind(sql), close: async () => undefined, driver: 'pglite' }, events);
  return { store, drop: async () => { await store.close(); await sql.query(`drop schema ${schema} cascade`); } };
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

/** The process's peak resident memory, sampled every 50 ms while E1 runs. */
const sampleMemory = () => {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 50);
  return () => { clearInterval(timer); return Math.max(peak, process.memoryUsage().rss); };
};

/**
 * E1, run in a process of its own (bench/run.ts) so that its memory is the embedded app's alone.
 * Each row names its PostgreSQL counterpart (`ref`); run.ts sets the "within 3×" target from it.
 */
export const embeddedScenarios = async (config: BenchConfig): Promise<Array<ScenarioResult & { ref?: string }>> => {
  const q = config.quick;
  const events = config.embeddedEvents;
  const results: Array<ScenarioResult & { ref?: string }> = [];
  const peak = sampleMemory();
  const spec = [
    { id: 'E1-A1', ref: 'A1', title: 'PGlite: one stream, 1-event appends in sequence', unit: 'appends/s', work: sequential(q ? 30 : 1_000, 1), per: 'count' as const },
    { id: 'E1-A3', ref: 'A3-1', title: 'PGlite: 64 appends in flight over 1,024 streams, 1 event each', unit: 'appends/s', work: concurrent(q ? 128 : 3_000, 1), per: 'count' as const },
  ];
  for (const s of spec) {
    config.log(s.id);
    const { ours } = await alternate(config, appendRun(s.work, s.per), null);
    results.push({ id: s.id, ref: s.ref, title: s.title, unit: s.unit, higherIsBetter: true, ours, peer: null });
  }
  config.log(`E1-R2: loading ${events.toLocaleString('en-US')} events into PGlite`);
  const { store, drop } = await openEmbedded();
  try {
    await fillOurs(store, events);
    // Two runs, no warm-up: one rebuild of 100k events on PGlite takes most of a minute.
    const rebuild = rebuildOurs(store, events, foldOf(store));
    const ours = sideOf();
    for (let i = 0; i < (config.checkOnly ? 1 : 2); i++) ours.runs.push(await rebuild.run(ours, true));
    results.push({ id: 'E1-R2', ref: 'R2', title: `PGlite: rebuild every read model from ${events.toLocaleString('en-US')} events`, unit: 'events/s', higherIsBetter: true,
      ours, peer: null, note: `${ours.runs.length} runs without warm-up` });
  } finally {
    await drop();
  }
  await closeEmbedded();
  const mb = peak() / 2 ** 20;
  results.push({ id: 'E1-mem', title: 'PGlite: peak resident memory of the process during E1', unit: 'MB', higherIsBetter: false,
    ours: { runs: [mb], ok: true, failures: [] }, peer: null, target: { text: '< 500 MB', met: mb < 500 } });
  return results;
};
