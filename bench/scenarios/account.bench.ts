import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { registerUser } from '../../command-service/src/identity/user.handlers';
import { TEST_PASSWORD, hubBody, type TestApp } from '../../command-service/test/harness/test-app';
import {
  alternate,
  check,
  median,
  percentile,
  type BenchConfig,
  type RunSpec,
  type ScenarioResult,
} from '../lib/harness';

const SIGN_INS_IN_FLIGHT = 4;
const LOAD = fileURLToPath(new URL('../lib/account-load.main.ts', import.meta.url));

interface LoadResult {
  statuses: Record<string, number>;
  latencies: number[];
  seconds: number;
  failures: string[];
}

/** Runs the load generator in its own process, so its work is not the app's event loop's. */
const load = async (args: string[]): Promise<LoadResult> => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', LOAD, ...args],
    { maxBuffer: 64 << 20 },
  );
  return JSON.parse(stdout) as LoadResult;
};

/** Four people who sign in at once, each with a password hashed as the app hashes it. */
const signInAccounts = async (t: TestApp): Promise<{ email: string; password: string }[]> => {
  const accounts: { email: string; password: string }[] = [];
  for (let i = 0; i < SIGN_INS_IN_FLIGHT; i++) {
    const email = `c1.${i}.${Math.random().toString(36).slice(2)}@test.example`;
    await registerUser(
      t.running.app,
      { commandId: `bench-${email}`, actorUuid: null, now: new Date().toISOString() },
      {
        hubUuid: null,
        role: 'ROLE_CAIRN_ADMIN',
        gender: 'UNKNOWN',
        firstName: 'Bench',
        lastName: `Admin ${i}`,
        email,
        phoneNumber: null,
        language: 'EN',
        authType: 'EMAIL_PASSWORD',
        region: 'DEFAULT',
      },
      TEST_PASSWORD,
    );
    accounts.push({ email, password: TEST_PASSWORD });
  }
  return accounts;
};

type Percentiles = Record<string, number[]>;
const keep = (into: Percentiles, latencies: number[], extra: Record<string, number> = {}) => {
  for (const p of [50, 95, 99]) (into[`p${p} ms`] ??= []).push(percentile(latencies, p));
  for (const [k, v] of Object.entries(extra)) (into[k] ??= []).push(v);
};

/** C1: the four sign in again and again, all at once, for `seconds`; the figure is the p99. */
const signInRun = (
  t: TestApp,
  accounts: { email: string; password: string }[],
  seconds: number,
  percentiles: Percentiles,
): RunSpec => ({
  run: async (side, measured) => {
    const result = await load(['signIn', t.url, String(seconds), JSON.stringify(accounts)]);
    const count = result.latencies.length;
    check(
      side,
      count > 0 && result.statuses['200'] === count,
      `sign-ins answered ${JSON.stringify(result.statuses)}`,
    );
    for (const failure of result.failures) check(side, false, failure);
    if (measured) keep(percentiles, result.latencies, { 'sign-ins/s': count / seconds });
    return percentile(result.latencies, 99);
  },
});

/** C2: an admin creates `count` hubs (each with its first owner), one after another; p99. */
const createHubRun = (t: TestApp, count: number, percentiles: Percentiles): RunSpec => ({
  run: async (side, measured) => {
    const result = await load([
      'createHub',
      t.url,
      String(count),
      '1',
      t.adminToken,
      JSON.stringify(hubBody()),
    ]);
    check(
      side,
      result.statuses['201'] === count,
      `create hub answered ${JSON.stringify(result.statuses)}, expected ${count} × 201`,
    );
    for (const failure of result.failures) check(side, false, failure);
    if (measured) keep(percentiles, result.latencies);
    return percentile(result.latencies, 99);
  },
});

const medians = (percentiles: Percentiles) =>
  Object.fromEntries(Object.entries(percentiles).map(([k, v]) => [k, median(v)]));

/** C1 and C2: what an admin feels when signing in and creating a hub (issue 22). */
export const accountScenarios = async (
  t: TestApp,
  config: BenchConfig,
): Promise<ScenarioResult[]> => {
  config.log('C1 sign-in, 4 at once; C2 create hub');
  const small = config.quick || config.checkOnly;
  const accounts = await signInAccounts(t);
  const c1Percentiles: Percentiles = {};
  const c1 = await alternate(config, signInRun(t, accounts, small ? 2 : 15, c1Percentiles), null);
  const c2Percentiles: Percentiles = {};
  const c2 = await alternate(config, createHubRun(t, small ? 5 : 40, c2Percentiles), null);
  return [
    {
      id: 'C1',
      title: `sign-in with e-mail and password (Argon2id, m = 19 MiB, t = 2, p = 1), ${SIGN_INS_IN_FLIGHT} at once for ${small ? 2 : 15} s`,
      unit: 'ms p99',
      higherIsBetter: false,
      ...c1,
      extra: medians(c1Percentiles),
      target: { text: 'p99 ≤ 250 ms', met: median(c1.ours.runs) <= 250 },
      note: 'load generator in its own process; the last token of each account opens /api/users/current',
    },
    {
      id: 'C2',
      title: 'create a hub with its first owner (admin, one at a time), answered once projected',
      unit: 'ms p99',
      higherIsBetter: false,
      ...c2,
      extra: medians(c2Percentiles),
      target: { text: 'p99 ≤ 300 ms', met: median(c2.ours.runs) <= 300 },
      note: 'load generator in its own process; every created hub reads back by its uuid',
    },
  ];
};
