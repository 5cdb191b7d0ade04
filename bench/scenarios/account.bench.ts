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

/** Four people who sign in at once, each with a password hashed as the app hashes it. */
const signInAccounts = async (t: TestApp): Promise<string[]> => {
  const emails: string[] = [];
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
    emails.push(email);
  }
  return emails;
};

const timed = async <T>(latencies: number[], work: () => Promise<T>): Promise<T> => {
  const at = performance.now();
  const result = await work();
  latencies.push(performance.now() - at);
  return result;
};

/** C1: each of the four signs in `rounds` times, all four at once; the figure is the p99. */
const signInRun = (t: TestApp, emails: string[], rounds: number, p50s: number[]): RunSpec => ({
  run: async (side, measured) => {
    const latencies: number[] = [];
    await Promise.all(
      emails.map(async (email) => {
        for (let i = 0; i < rounds; i++) {
          const answer = await timed(latencies, () =>
            t.call('POST', '/api/auth/signIn', { body: { email, password: TEST_PASSWORD } }),
          );
          check(side, answer.status === 200, `sign-in answered ${answer.status}`);
          const me = await t.call('GET', '/api/users/current', {
            token: (answer.body as { token: string }).token,
          });
          check(
            side,
            me.status === 200,
            `the signed-in token answered ${me.status} on /api/users/current`,
          );
        }
      }),
    );
    if (measured) p50s.push(percentile(latencies, 50));
    return percentile(latencies, 99);
  },
});

/** C2: an admin creates `count` hubs (each with its first owner), one after another; p99. */
const createHubRun = (t: TestApp, count: number, p50s: number[]): RunSpec => ({
  run: async (side, measured) => {
    const latencies: number[] = [];
    for (let i = 0; i < count; i++) {
      const name = `C2 Hub ${Math.random().toString(36).slice(2, 10)}`;
      const answer = await timed(latencies, () =>
        t.call('POST', '/api/admin/companies/hubs', {
          token: t.adminToken,
          body: hubBody({ name }),
        }),
      );
      check(side, answer.status === 201, `create hub answered ${answer.status}`);
      const uuid = (answer.body as { uuid: string }).uuid;
      const read = await t.call('GET', `/api/admin/companies/hubs/${uuid}`, {
        token: t.adminToken,
      });
      check(side, read.status === 200, `the created hub read back ${read.status}`);
    }
    if (measured) p50s.push(percentile(latencies, 50));
    return percentile(latencies, 99);
  },
});

/** C1 and C2: what an admin feels when signing in and creating a hub (issue 22). */
export const accountScenarios = async (
  t: TestApp,
  config: BenchConfig,
): Promise<ScenarioResult[]> => {
  config.log('C1 sign-in, 4 at once; C2 create hub');
  const small = config.quick || config.checkOnly;
  const emails = await signInAccounts(t);
  const c1p50: number[] = [];
  const c1 = await alternate(config, signInRun(t, emails, small ? 5 : 50, c1p50), null);
  const c2p50: number[] = [];
  const c2 = await alternate(config, createHubRun(t, small ? 5 : 40, c2p50), null);
  return [
    {
      id: 'C1',
      title: `sign-in with e-mail and password (Argon2id, m = 19 MiB, t = 2, p = 1), ${SIGN_INS_IN_FLIGHT} at once`,
      unit: 'ms p99',
      higherIsBetter: false,
      ...c1,
      extra: { 'p50 ms': median(c1p50) },
      target: { text: 'p99 ≤ 250 ms', met: median(c1.ours.runs) <= 250 },
    },
    {
      id: 'C2',
      title: 'create a hub with its first owner (admin, one at a time), answered once projected',
      unit: 'ms p99',
      higherIsBetter: false,
      ...c2,
      extra: { 'p50 ms': median(c2p50) },
      target: { text: 'p99 ≤ 300 ms', met: median(c2.ours.runs) <= 300 },
    },
  ];
};
