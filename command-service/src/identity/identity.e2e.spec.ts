import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from './user.handlers';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { hubWithManager } from '../../test/harness/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const lastCode = async (phone: string) => {
  const outbox = await readFile(join(t.running.app.config.dataDir, 'sms-outbox.log'), 'utf8');
  const line = outbox
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.includes(phone))!;
  return /code is (\d{6})/.exec(line)![1];
};

describe('identity', () => {
  it('signs in with email and password; the token works as x-auth-token and as a bearer token', async () => {
    const signIn = await t.call('POST', '/api/auth/signIn', {
      body: { email: ' ADMIN@test.example ', password: 'test-password-1' },
    });
    expect(signIn.status).toBe(200);
    expect(Date.parse(signIn.body.expiresAt)).toBeGreaterThan(Date.now());
    const viaHeader = await t.call('GET', '/api/users/current', { token: signIn.body.token });
    expect(viaHeader.body).toMatchObject({
      securityRole: 'ROLE_CAIRN_ADMIN',
      firstName: 'Test',
      impersonatedSignIn: false,
    });
    const viaBearer = await t.call('GET', '/api/users/current', {
      headers: { authorization: `Bearer ${signIn.body.token}` },
    });
    expect(viaBearer.status).toBe(200);
    // The answer carries the user as /api/users/current shows it: the app opens without asking (issue 18).
    expect(signIn.body.user).toEqual(viaHeader.body);
  });

  it('answers signInError for wrong credentials and unknown emails alike', async () => {
    const wrong = await t.call('POST', '/api/auth/signIn', {
      body: { email: 'admin@test.example', password: 'nope' },
    });
    const unknown = await t.call('POST', '/api/auth/signIn', {
      body: { email: 'ghost@test.example', password: 'nope' },
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual({ errorMessageKey: 'signInError' });
    expect(unknown.body).toEqual({ errorMessageKey: 'signInError' });
  });

  it('slows repeated failures down: the account waits, the guesser is refused until its wait is over', async () => {
    const attempt = () =>
      t.call('POST', '/api/auth/signIn', {
        body: { email: 'victim@test.example', password: 'guess' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const last = await attempt();
    expect(last.status).toBe(429);
    expect(last.body.errorMessageKey).toBe('signInTooManyAttempts');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('signs in with phone and a one-time code that works once', async () => {
    const phone = '+919811122233';
    await registerUser(
      t.running.app,
      { commandId: 'sms-user', actorUuid: null, now: new Date().toISOString() },
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
    const sent = await t.call('POST', '/api/auth/otp', { body: { phoneNumber: phone } });
    expect(sent.body.sent).toBe(true);
    const code = await lastCode(phone);
    expect(
      (
        await t.call('POST', '/api/auth/otp/verify', {
          body: { phoneNumber: phone, code: code === '000000' ? '111111' : '000000' },
        })
      ).status,
    ).toBe(401);
    const verified = await t.call('POST', '/api/auth/otp/verify', {
      body: { phoneNumber: phone, code },
    });
    expect(verified.status).toBe(200);
    expect(
      (await t.call('GET', '/api/users/current', { token: verified.body.token })).body.phoneNumber,
    ).toBe(phone);
    expect(
      (await t.call('POST', '/api/auth/otp/verify', { body: { phoneNumber: phone, code } })).status,
    ).toBe(401);
    const invalid = await t.call('POST', '/api/auth/otp', { body: { phoneNumber: '12345' } });
    expect(invalid.body.fieldErrors).toEqual({ phoneNumber: 'validationPhoneNumberPattern' });
  });

  it('pausing a hub locks its users out (sign-in and existing tokens); reactivating lets them back in', async () => {
    const { hub, email, token } = await hubWithManager(t, 'Pause Hub');
    expect((await t.call('GET', '/api/users/current', { token })).status).toBe(200);
    expect(
      (await t.call('POST', `/api/admin/companies/hubs/${hub.uuid}/pause`, { token: t.adminToken }))
        .body.state,
    ).toBe('PAUSED');
    expect((await t.call('GET', '/api/users/current', { token })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/signIn', { body: { email, password: 'test-password-1' } }))
        .status,
    ).toBe(401);
    expect(
      (await t.call('POST', `/api/admin/companies/hubs/${hub.uuid}/pause`, { token: t.adminToken }))
        .status,
    ).toBe(400);
    expect(
      (
        await t.call('POST', `/api/admin/companies/hubs/${hub.uuid}/reactivate`, {
          token: t.adminToken,
        })
      ).body.state,
    ).toBe('ACTIVE');
    expect((await t.call('GET', '/api/users/current', { token })).status).toBe(200);
    expect(
      (
        await t.call('POST', `/api/admin/companies/hubs/${hub.uuid}/archive`, {
          token: t.adminToken,
        })
      ).body.state,
    ).toBe('ARCHIVED');
    expect(
      (
        await t.call('POST', `/api/admin/companies/hubs/${hub.uuid}/reactivate`, {
          token: t.adminToken,
        })
      ).status,
    ).toBe(400);
  });

  it('signing out revokes the token', async () => {
    const token = await t.signIn('admin@test.example');
    expect((await t.call('POST', '/api/auth/signOut', { token })).status).toBe(204);
    expect((await t.call('GET', '/api/users/current', { token })).status).toBe(401);
  });

  it('reports health once the stores answer', async () => {
    expect((await t.call('GET', '/api/health')).status).toBe(200);
  });
});
