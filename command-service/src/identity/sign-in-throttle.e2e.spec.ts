import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@cairn/infra';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness/test-app';

/**
 * Issue 21 §2: wrong passwords make their sender wait longer and longer (at most 30 s), never lock the
 * account; X-Forwarded-For names the client only behind the configured proxy (TRUST_PROXY).
 */
let behindProxy: TestApp;
let direct: TestApp;
beforeAll(async () => {
  behindProxy = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  direct = await startTestApp();
});
afterAll(async () => {
  await behindProxy?.stop();
  await direct?.stop();
});

/** The app's clock moves on by `ms` (the limiter counts on it); real time does not. */
const advance = (t: TestApp, ms: number) => {
  const base = t.running.app.now().getTime() - Date.now();
  t.running.app.now = () => new Date(Date.now() + base + ms);
};
const signIn = (t: TestApp, password: string, from?: string) =>
  t.call('POST', '/api/auth/signIn', {
    body: { email: 'admin@test.example', password },
    headers: from ? { 'x-forwarded-for': from } : {},
  });

describe('sign-in throttling', () => {
  it('a guesser waits longer and longer, told so by Retry-After, never more than 30 s', async () => {
    for (let i = 0; i < 3; i++)
      expect((await signIn(behindProxy, 'guess', '10.9.9.9')).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const refused = await signIn(behindProxy, 'guess', '10.9.9.9');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ errorMessageKey: 'signInTooManyAttempts' });
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      advance(behindProxy, wait * 1000);
      expect((await signIn(behindProxy, 'guess', '10.9.9.9')).status).toBe(401);
    }
    expect(waits.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 30]);
    expect(Math.max(...waits)).toBe(30);
    advance(behindProxy, 31_000);
  });

  it('guesses from many addresses never keep the owner out: they get in at once from their own, or after the account wait', async () => {
    // Twenty-four wrong passwords (a lock used to come at ten) from twelve addresses, as fast as the throttle lets them through.
    for (let i = 0; i < 24; i++) {
      advance(behindProxy, 31_000);
      expect((await signIn(behindProxy, 'guess', `10.1.${i % 12}.1`)).status).toBe(401);
    }
    advance(behindProxy, 31_000);
    const owner = await signIn(behindProxy, TEST_PASSWORD, '192.168.7.7');
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
  });

  it('right after a guess the owner is slowed down, not refused', async () => {
    for (let i = 0; i < 5; i++) {
      advance(behindProxy, 31_000);
      await signIn(behindProxy, 'guess', `10.2.${i}.1`);
    }
    const started = Date.now();
    expect((await signIn(behindProxy, TEST_PASSWORD, '192.168.8.8')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});

describe('the client address', () => {
  it('comes from X-Forwarded-For only behind the configured proxy', async () => {
    // Without TRUST_PROXY the header is the client's own word: four "addresses" are one guesser.
    for (let i = 0; i < 3; i++)
      expect((await signIn(direct, 'guess', `10.3.${i}.1`)).status).toBe(401);
    expect((await signIn(direct, 'guess', '10.3.3.1')).status).toBe(429);
    // Behind the configured proxy, each forwarded address is its own.
    advance(behindProxy, 31 * 60_000);
    for (let i = 0; i < 4; i++)
      expect((await signIn(behindProxy, 'guess', `10.4.${i}.1`)).status).toBe(401);
  });

  it('TRUST_PROXY=true is refused at start: it would trust anyone', async () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });
});
