import {
  alternate,
  median,
  now,
  perSecond,
  ratioOf,
  type BenchConfig,
  type ScenarioResult,
  type Side,
} from '../lib/harness';
import { checkLog } from '../lib/checks';
import { openStore, recreateDatabase } from '../lib/stores';
import { concurrent, contended, sequential, type Work } from '../lib/append-work';
import { limitRow, plainInserts, shareOf } from './limit.bench';

export { concurrent, sequential, type Work } from '../lib/append-work';

/** One measured run on a fresh database: the work is timed, the log checks are not. */
const runOn = (
  config: BenchConfig,
  side: 'ours' | 'peer',
  work: Work,
  per: 'count' | 'events',
  extras?: Record<string, number[]>,
) => ({
  run: async (result: Side, measured: boolean): Promise<number> => {
    const store = await openStore(
      side,
      await recreateDatabase(config, side === 'ours' ? 'cairn_bench' : 'emmett_bench'),
    );
    try {
      const started = now();
      const done = await work(store, result);
      const rate = perSecond(per === 'count' ? done.count : done.events, started);
      await checkLog(store, result, done.events);
      if (measured && extras && done.extra)
        for (const [k, v] of Object.entries(done.extra)) (extras[`${side} ${k}`] ??= []).push(v);
      return rate;
    } finally {
      await store.close();
    }
  },
});

const target = (text: string, met: boolean | null) => ({ text, met });

export const appendScenarios = async (config: BenchConfig): Promise<ScenarioResult[]> => {
  const q = config.quick;
  const spec: Array<{
    id: string;
    title: string;
    unit: string;
    work: Work;
    per: 'count' | 'events';
    goal?: number;
    goalText?: string;
    /** Issue 22's floor against Emmett in the same run; none where the peer's run fails its checks (A3-10). */
    peerRatio?: number;
    /** Its ceiling with the plain driver, run right after it: [id, appends, in flight]. */
    limit?: [string, number, number];
  }> = [
    {
      id: 'A1',
      title: 'one stream, 1-event appends in sequence',
      unit: 'appends/s',
      work: sequential(q ? 30 : 1_000, 1),
      per: 'count',
      goal: 1_500,
      goalText: '≥ 1,500/s',
      peerRatio: 1.5,
      limit: ['LIMIT-A1', q ? 30 : 1_000, 1],
    },
    {
      id: 'A2',
      title: 'one stream, 100-event appends in sequence',
      unit: 'events/s',
      work: sequential(q ? 3 : 50, 100),
      per: 'events',
      peerRatio: 1.5,
    },
    {
      id: 'A3-1',
      title: '64 appends in flight over 1,024 streams, 1 event each',
      unit: 'appends/s',
      work: concurrent(q ? 128 : 3_000, 1),
      per: 'count',
      goal: 5_000,
      goalText: '≥ 5,000 appends/s',
      peerRatio: 1.5,
      limit: ['LIMIT-A3', q ? 128 : 3_000, 64],
    },
    {
      id: 'A3-10',
      title: '64 appends in flight over 1,024 streams, 10 events each',
      unit: 'events/s',
      work: concurrent(q ? 128 : 1_500, 10),
      per: 'events',
      goal: 40_000,
      goalText: '≥ 40,000 events/s',
    },
    {
      id: 'A5',
      title: '8 writers on one stream (expected-version conflicts)',
      unit: 'appends/s',
      work: contended(q ? 40 : 200),
      per: 'count',
      peerRatio: 1.5,
    },
  ];
  const results: ScenarioResult[] = [];
  for (const s of spec) {
    config.log(`${s.id} ${s.title}`);
    const extras: Record<string, number[]> = {};
    const { ours, peer } = await alternate(
      config,
      runOn(config, 'ours', s.work, s.per, extras),
      runOn(config, 'peer', s.work, s.per, extras),
    );
    const result: ScenarioResult = {
      id: s.id,
      title: s.title,
      unit: s.unit,
      higherIsBetter: true,
      ours,
      peer,
    };
    if (Object.keys(extras).length > 0) {
      result.extra = Object.fromEntries(
        Object.entries(extras).map(([k, v]) => [
          k,
          Math.round(v.sort((a, b) => a - b)[v.length >> 1]),
        ]),
      );
    }
    const ratio = ratioOf(result);
    const fastEnough = s.goal === undefined || median(ours.runs) >= s.goal;
    const peerText = s.peerRatio === undefined ? [] : [`≥ ${s.peerRatio}× peer`];
    result.target = target(
      [...(s.goalText ? [s.goalText] : []), ...peerText].join('; '),
      fastEnough && (s.peerRatio === undefined || (ratio !== null && ratio >= s.peerRatio)),
    );
    results.push(result);
    if (s.limit) {
      const [id, count, inFlight] = s.limit;
      const limit = await limitRow(
        config,
        id,
        `plain pg: the same-sized events row inserted and committed one at a time, ${inFlight} in flight (the ceiling of ${s.id})`,
        s.unit,
        plainInserts(config, count, inFlight),
      );
      shareOf(result, limit);
      results.push(limit);
    }
  }
  return results;
};
