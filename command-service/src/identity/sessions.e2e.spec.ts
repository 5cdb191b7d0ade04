import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from './user.handlers';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { hubWithManager } from '../../test/harness/fixtures';

/** Issue 8: codes expire and are single-use, attempts are limited, tokens expire and are revoked. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { OTP_TTL_SECONDS: '300', TOKEN_TTL_HOURS: '12' } });
});
afterAll(async () => {
  await t?.stop();
});
afterEach(() => {
  t.running.app.now = () => new Date();
});

const later = (ms: number) => {
  t.running.app.now = () => new Date(Date.now() + ms);
};
let phones = 0;
const smsUser = async () => {
  const phone = `+9198${String(7_000_000 + ++phones * 7919).padStart(8, '0')}`;
  await registerUser(
    t.running.app,
    { commandId: `sms-${phone}`, actorUuid: null, now: new Date().toISOString() },
    {
      hubUuid: null,
      role: 'ROLE_CAIRN_ADMIN',
      gender: 'FEMALE',
      firstName: 'Sms',
      lastName: 'User',
      email: null,
      phoneNumber: phone,
      language: 'EN',
      authType: 'SMS',
      region: 'AP_MUMBAI',
    },
    null,
  );
  return phone;
};
const lastCode = async (phone: string) => {
  const outbox = await readFile(join(t.running.app.config.dataDir, 'sms-outbox.log'), 'utf8');
  return /code is (\d{6})/.exec(
    outbox
      .trim()
      .split('\n')
      .reverse()
      .find((l) => l.includes(phone))!,
  )![1];
};
const send = (phoneNumber: string) => t.call('POST', '/api/auth/otp', { body: { phoneNumber } });
const verify = (phoneNumber: string, code: string) =>
  t.call('POST', '/api/auth/otp/verify', { body: { phoneNumber, code } });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('one-time codes', () => {
  it('expire after OTP_TTL_SECONDS', async () => {
    const phone = await smsUser();
    expect((await send(phone)).status).toBe(200);
    const code = await lastCode(phone);
    later(301_000);
    expect((await verify(phone, code)).body).toEqual({ errorMessageKey: 'otpInvalid' });
    t.running.app.now = () => new Date();
    // The expired code is gone, not only refused while the clock is late.
    expect((await verify(phone, code)).status).toBe(401);
  });

  it('a new code replaces the one before; each works once', async () => {
    const phone = await smsUser();
    await send(phone);
    const first = await lastCode(phone);
    await send(phone);
    const second = await lastCode(phone);
    if (first !== second) expect((await verify(phone, first)).status).toBe(401);
    expect((await verify(phone, second)).status).toBe(200);
    expect((await verify(phone, second)).status).toBe(401);
  });

  it('three wrong tries end a code: the right one is refused after them', async () => {
    const phone = await smsUser();
    await send(phone);
    const code = await lastCode(phone);
    for (let i = 0; i < 3; i++) expect((await verify(phone, wrong(code))).status).toBe(401);
    later(31_000); // past the guesser's wait, still within the code's life
    expect((await verify(phone, code)).body).toEqual({ errorMessageKey: 'otpInvalid' });
  });

  it('guessing is refused with 429 and a growing Retry-After for the number, never locked', async () => {
    const phone = await smsUser();
    for (let i = 0; i < 3; i++) expect((await verify(phone, String(100000 + i))).status).toBe(401);
    const last = await verify(phone, '123456');
    expect(last.status).toBe(429);
    expect(last.body.errorMessageKey).toBe('signInTooManyAttempts');
    expect(Number(last.headers.get('retry-after'))).toBeLessThanOrEqual(30);
  });

  it('sending codes to one number is limited too (no SMS flood), for a while only', async () => {
    const phone = await smsUser();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(phone)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    later(31_000);
    expect((await send(phone)).status).toBe(200);
  });
});

describe('tokens', () => {
  it('expire after TOKEN_TTL_HOURS', async () => {
    const token = await t.signIn('admin@test.example');
    expect((await t.call('GET', '/api/users/current', { token })).status).toBe(200);
    later(12 * 3600_000 + 1000);
    expect((await t.call('GET', '/api/users/current', { token })).status).toBe(401);
  });

  it('are revoked when the user is suspended: existing tokens and new sign-ins', async () => {
    const { token, email, userUuid } = await hubWithManager(t, 'Suspension Hub');
    expect((await t.call('GET', '/api/users/current', { token })).status).toBe(200);
    expect(
      (await t.call('POST', `/api/admin/users/${userUuid}/suspend`, { token: t.adminToken }))
        .status,
    ).toBe(200);
    expect((await t.call('GET', '/api/users/current', { token })).status).toBe(401);
    expect((await t.call('POST', '/api/collectedMaterials', { token, body: {} })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/signIn', { body: { email, password: 'test-password-1' } }))
        .status,
    ).toBe(401);
  });

  it('a forged or re-signed token is refused', async () => {
    const token = await t.signIn('admin@test.example');
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number };
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 1e9 })).toString(
      'base64url',
    );
    expect(
      (await t.call('GET', '/api/users/current', { token: `${longer}.${signature}` })).status,
    ).toBe(401);
    expect((await t.call('GET', '/api/users/current', { token: `${payload}.` })).status).toBe(401);
    expect(
      (await t.call('GET', '/api/users/current', { token: `${payload}.${signature}.x` })).status,
    ).toBe(401);
  });
});
