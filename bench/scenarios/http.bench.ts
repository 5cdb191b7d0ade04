import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from '../../command-service/test/harness/test-app';
import {
  hubWithManager,
  picture,
  uploadPicture,
} from '../../command-service/test/harness/fixtures';
import {
  alternate,
  check,
  median,
  percentile,
  type BenchConfig,
  type RunSpec,
  type ScenarioResult,
  type Side,
} from '../lib/harness';
import { recreateDatabase } from '../lib/stores';
import { accountScenarios } from './account.bench';

const IN_FLIGHT = 32;
const LOAD = fileURLToPath(new URL('../lib/http-load.main.ts', import.meta.url));

/** One run: a fresh hub, then `count` registrations through HTTP from a load generator process on loopback. */
export const httpRun = (
  t: TestApp,
  count: number,
  percentiles: Record<string, number[]>,
): RunSpec => ({
  run: async (side: Side, measured: boolean) => {
    const { hub, token } = await hubWithManager(
      t,
      `Bench Hub ${Math.random().toString(36).slice(2, 8)}`,
    );
    const upload = await uploadPicture(
      t,
      token,
      '/api/fileUploads',
      await picture('scale-display-12-5-kg.png'),
      { latitude: '18.52', longitude: '73.85', accuracy: '12' },
    );
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', LOAD, t.url, token, upload.body.uuid, String(count), String(IN_FLIGHT)],
      { maxBuffer: 64 << 20 },
    );
    const result = JSON.parse(stdout) as {
      statuses: Record<string, number>;
      latencies: number[];
      seconds: number;
    };
    check(
      side,
      result.statuses['201'] === count,
      `ours: answers ${JSON.stringify(result.statuses)}, expected ${count} × 201`,
    );
    // Each acknowledged registration is one hub event row of this hub (runCommand answers once projected).
    const { rows } = await t.running.sql.query<{ n: number }>(
      `select count(*)::int as n from read_rows where model = 'hubEvents' and data->>'hubUuid' = $1`,
      [hub.uuid],
    );
    check(side, rows[0].n === count, `ours: ${rows[0].n} hub event rows, expected ${count}`);
    if (measured)
      for (const p of [50, 95, 99])
        (percentiles[`p${p} ms`] ??= []).push(percentile(result.latencies, p));
    return count / result.seconds;
  },
});

export const httpScenarios = async (config: BenchConfig): Promise<ScenarioResult[]> => {
  config.log('A4 command handling over HTTP');
  const previous = process.env.DATABASE_URL;
  process.env.DATABASE_URL = await recreateDatabase(config, 'cairn_bench_http');
  const t = await startTestApp();
  try {
    const percentiles: Record<string, number[]> = {};
    const count = config.quick || config.checkOnly ? 200 : 1_000;
    const a4 = await alternate(config, httpRun(t, count, percentiles), null);
    const extra = Object.fromEntries(Object.entries(percentiles).map(([k, v]) => [k, median(v)]));
    return [
      {
        id: 'A4',
        title: `register collected material over HTTP (validate, decide, append, projected), ${IN_FLIGHT} in flight`,
        unit: 'commands/s',
        higherIsBetter: true,
        ...a4,
        extra,
        target: {
          text: '≥ 1,500 commands/s, p99 ≤ 50 ms',
          met: median(a4.ours.runs) >= 1_500 && (extra['p99 ms'] ?? Infinity) <= 50,
        },
        note: 'no peer counterpart (Emmett is a library without an HTTP layer); load generator in its own process',
      },
      ...(await accountScenarios(t, config)),
    ];
  } finally {
    await t.stop();
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  }
};
