import { randomUUID } from 'node:crypto';
import { ALL_PROJECTIONS, ProjectionRunner } from '@cairn/projection-service';
import { createPostgresReadStore, type PostgresReadStore } from '@cairn/infra';
import { kindTotals, overview } from '../../command-service/src/mass-balance/mass-balance.calc';
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
import { a3LoadProcess } from '../lib/load';
import { asStored, checkFolds, Folds } from '../lib/fold-check';
import { BENCH_HUBS, registration, streamIdOf } from '../lib/events';
import { OursStore, recreateDatabase, databaseUrl } from '../lib/stores';
import { LagProfile } from '../lib/lag-profile';

const RUN_MS = 4_000;
const METADATA = {
  actorUuid: '11111111-1111-4111-8111-111111111111',
  correlationId: 'bench',
  causationId: null,
  occurredAt: '2026-01-01T00:00:00.000Z',
};

/**
 * L1: time from an append's acknowledgement to its rows committed by the projection runner, while
 * another process drives the A3 load. Probes are appended here, as a command handler would, every 10 ms.
 */
const lagRun = (
  config: BenchConfig,
  lags: number[][],
  profiles: Array<Record<string, number>>,
): RunSpec => ({
  run: async (side: Side, measured: boolean) => {
    const url = await recreateDatabase(config, 'cairn_bench_live');
    const store = await OursStore.open(url);
    const profile = new LagProfile();
    const rows = profile.wrapRows(await createPostgresReadStore(store.sql));
    const runner = new ProjectionRunner(profile.wrap(store.events), rows, ALL_PROJECTIONS);
    await runner.init();
    runner.start();
    const stopLoad = await a3LoadProcess(url);
    const lag: number[] = [];
    const until = Date.now() + (config.checkOnly ? 500 : RUN_MS);
    for (let n = 0; Date.now() < until; n++) {
      const uuid = randomUUID();
      const outcome = await store.events.append({
        commandId: randomUUID(),
        metadata: METADATA,
        result: { status: 201, body: null },
        appends: [
          {
            streamId: streamIdOf(uuid),
            expectedVersion: -1,
            events: [{ ...registration(uuid, n), id: randomUUID() }],
          },
        ],
      });
      if (outcome.kind !== 'appended') throw new Error(`L1 probe: ${outcome.kind}`);
      const acked = now();
      const ackedAt = profile.ackedNow();
      check(
        side,
        await runner.waitFor(outcome.lastCheckpoint, 30_000),
        'ours: a row never became visible',
      );
      lag.push(msSince(acked));
      profile.probe(ackedAt, outcome.lastCheckpoint, lag[lag.length - 1]);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await stopLoad();
    check(
      side,
      await runner.waitForLatest(120_000),
      'ours: the runner did not reach the end of the log',
    );
    await runner.stop();
    await checkReadModels(store, side);
    await store.close();
    if (measured) {
      lags.push(lag);
      profiles.push(profile.summary());
    }
    return percentile(lag, 99);
  },
});

/** Every read model equals the fold of the log, once the runner has caught up. */
const checkReadModels = async (store: OursStore, side: Side): Promise<void> => {
  const folds = new Folds(ALL_PROJECTIONS);
  await store.readAll(5_000, (events) => events.forEach((e) => folds.add(e)));
  const { rows: found } = await store.sql.query<{ model: string; id: string; data: unknown }>(
    'select model, id, data from read_rows',
  );
  const byModel = new Map<string, Map<string, unknown>>();
  for (const r of found)
    (byModel.get(r.model) ?? byModel.set(r.model, new Map()).get(r.model)!).set(r.id, r.data);
  checkFolds(side, 'ours', folds, byModel);
};

const SEARCH_HUB = 5;
/** The rows of hub event g of the Q1 data set: hub g % 64, status by g % 3, one second apart, weight 10 + g % 500. */
const STATUS = `(array['PENDING','APPROVED','FLAGGED'])[g % 3 + 1]`;
const HUB = `'00000000-0000-4000-8000-' || lpad((g % 64)::text, 12, '0')`;
const AT = `to_char(timestamp '2025-01-01' + g * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** 1M hub events as the projections write them (templates from the real evolve), seeded by SQL: loading 1M events through the log would take the run's whole budget. */
export const seedQ1 = async (config: BenchConfig, count: number): Promise<OursStore> => {
  const name = `cairn_bench_q1_${count}`;
  const url = databaseUrl(config, name);
  try {
    const store = await OursStore.open(url);
    const { rows } = await store.sql.query<{ n: string }>(
      `select count(*)::text as n from read_rows where model = 'hubEvents'`,
    );
    if (Number(rows[0].n) === count) return store;
    await store.close();
  } catch {
    /* not there yet */
  }
  const store = await OursStore.open(await recreateDatabase(config, name));
  const rows = await createPostgresReadStore(store.sql);
  await rows.register(ALL_PROJECTIONS.map((p) => p.model));
  const event = asStored({
    id: 'x',
    streamId: 'hubEvent-x',
    streamPosition: 0,
    ...registration(BENCH_HUBS[0], 0),
  } as never);
  const template = (name: string) =>
    JSON.stringify(ALL_PROJECTIONS.find((p) => p.name === name)!.evolve(null, event as never));
  config.log(
    `Q1: seeding ${count.toLocaleString('en-US')} hub events and their mass balance entries`,
  );
  for (let from = 1; from <= count; from += 100_000) {
    const to = Math.min(count, from + 99_999);
    await store.sql.query(
      `insert into read_rows (model, id, data)
      select 'hubEvents', u, $1::jsonb || jsonb_build_object('uuid', u, 'hubUuid', ${HUB}, 'status', ${STATUS}, 'createdAt', ${AT}, 'weighedAt', ${AT}, 'weight', 10 + g % 500)
      from generate_series($2::int, $3::int) g, lateral (select md5(g::text)::uuid::text as u) x`,
      [template('hubEvents'), from, to],
    );
    await store.sql.query(
      `insert into read_rows (model, id, data)
      select 'massBalance', u, $1::jsonb || jsonb_build_object('key', u, 'hubUuid', ${HUB}, 'at', ${AT}, 'day', left(${AT}, 10), 'weight', 10 + g % 500)
      from generate_series($2::int, $3::int) g, lateral (select md5(g::text)::uuid::text as u) x`,
      [template('massBalance'), from, to],
    );
  }
  // Rows written by SQL, not through the store: the next register counts the kept totals again.
  await store.sql.query('delete from read_total_specs');
  await store.sql.query('vacuum analyze read_rows');
  return store;
};

const expectedOfHub = (count: number) => {
  let pending = 0;
  let weight = 0;
  for (let g = SEARCH_HUB; g <= count; g += 64) {
    if (g % 3 === 0) pending++;
    weight += 10 + (g % 500);
  }
  return { pending, weight };
};

/** Q1: the admin's hub events search (3 filters, page 25) and the hub's mass balance, one after the other, while A3 appends. */
export const queryRun = (
  config: BenchConfig,
  store: OursStore,
  rows: PostgresReadStore,
  count: number,
  mass: number[],
): RunSpec => ({
  run: async (side: Side, measured: boolean) => {
    const want = expectedOfHub(count);
    const hub = BENCH_HUBS[SEARCH_HUB];
    const stopLoad = await a3LoadProcess(store.url);
    const search: number[] = [];
    const balance: number[] = [];
    const until = Date.now() + (config.checkOnly ? 300 : RUN_MS);
    for (let i = 0; Date.now() < until; i++) {
      let started = now();
      const page = await rows.search<{ status: string; hubUuid: string }>(
        'hubEvents',
        {
          page: i % 4,
          size: 25,
          filters: [
            { field: 'HUB_UUID', operator: 'EQUALS', value: hub },
            { field: 'STATUS', operator: 'EQUALS', value: 'PENDING' },
            { field: 'TYPE', operator: 'EQUALS', value: 'REGISTRATION' },
          ],
        },
        { removed: 'false' },
      );
      search.push(msSince(started));
      check(
        side,
        page.pagination.total === want.pending &&
          page.items.length === 25 &&
          page.items.every((r) => r.status === 'PENDING' && r.hubUuid === hub),
        `ours: search answered ${page.pagination.total} rows, expected ${want.pending}`,
      );
      if (i % 4 !== 0) continue;
      started = now();
      const totals = await kindTotals(rows, hub, {
        path: 'at',
        from: '2024-01-01T00:00:00.000Z',
        to: '2027-01-01T00:00:00.000Z',
      });
      const total = overview(totals, 'REGISTRATION').total;
      balance.push(msSince(started));
      check(side, total === want.weight, `ours: mass balance ${total}, expected ${want.weight}`);
    }
    await stopLoad();
    if (measured) mass.push(percentile(balance, 99));
    return percentile(search, 99);
  },
});

export const liveScenarios = async (config: BenchConfig): Promise<ScenarioResult[]> => {
  config.log('L1 projection lag under A3');
  const lags: number[][] = [];
  const profiles: Array<Record<string, number>> = [];
  const l1 = await alternate(config, lagRun(config, lags, profiles), null);
  const all = lags.flat();
  // Each part's figure is the median of the runs' figures (a run's checkpoints are its own database's).
  const parts = Object.fromEntries(
    Object.keys(profiles[0] ?? {}).map((k) => [k, median(profiles.map((p) => p[k]))]),
  );
  const L1: ScenarioResult = {
    id: 'L1',
    title: 'projection lag (append acknowledged → rows committed) while another process runs A3',
    unit: 'ms p99',
    higherIsBetter: false,
    ...l1,
    extra: {
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      p99: percentile(all, 99),
      appends: all.length,
      ...parts,
    },
    target: { text: 'p99 ≤ 100 ms', met: median(l1.ours.runs) <= 100 },
    note: 'no peer counterpart: Emmett projects inline or through its own consumer',
  };
  const count = config.quick || config.checkOnly ? 20_000 : 1_000_000;
  const store = await seedQ1(config, count);
  const rows = await createPostgresReadStore(store.sql);
  await rows.register(ALL_PROJECTIONS.map((p) => p.model));
  await store.sql.query('analyze read_rows');
  try {
    config.log('Q1 queries while A3 runs');
    const mass: number[] = [];
    const q1 = await alternate(config, queryRun(config, store, rows, count, mass), null);
    const Q1: ScenarioResult = {
      id: 'Q1',
      title: `hub events search, 3 filters, page 25, at ${count.toLocaleString('en-US')} hub events, while A3 runs`,
      unit: 'ms p99',
      higherIsBetter: false,
      ...q1,
      target: { text: 'p99 ≤ 30 ms', met: median(q1.ours.runs) <= 30 },
      note: 'no peer counterpart (Emmett has no read-model search)',
    };
    const massSide = {
      runs: mass,
      ok: q1.ours.ok,
      failures: q1.ours.failures.filter((f) => f.includes('mass')),
    };
    const Q1m: ScenarioResult = {
      id: 'Q1-mb',
      title: `mass balance of one hub (${Math.round(count / 64).toLocaleString('en-US')} entries) at ${count.toLocaleString('en-US')} hub events, while A3 runs`,
      unit: 'ms p99',
      higherIsBetter: false,
      ours: massSide,
      peer: null,
      target: { text: 'p99 ≤ 30 ms', met: median(mass) <= 30 },
      note: 'no peer counterpart',
    };
    return [L1, Q1, Q1m];
  } finally {
    await store.close();
  }
};
