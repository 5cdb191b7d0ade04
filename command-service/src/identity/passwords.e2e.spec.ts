import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START } from '@cairn/infra';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness/test-app';
import { hubWithManager } from '../../test/harness/fixtures';
import { registerUser } from './user.handlers';

/**
 * Issue 21 §4 and issue 31 §1: password changes are attributable. The spec's changePassword lets an
 * admin set a hub manager's or owner's password and a system user its own; a hub user changing their
 * own gives the current one; every set ends the target's other sessions and tells them; common and
 * blank passwords are refused; an emailed first password must be changed at first sign-in.
 */
let t: TestApp;
let systemToken: string;
beforeAll(async () => {
  t = await startTestApp();
  await registerUser(
    t.running.app,
    { commandId: 'pw-system', actorUuid: null, now: new Date().toISOString() },
    {
      hubUuid: null,
      role: 'ROLE_SYSTEM_USER',
      gender: 'UNKNOWN',
      firstName: 'System',
      lastName: 'User',
      email: 'system@test.example',
      phoneNumber: null,
      language: 'EN',
      authType: 'EMAIL_PASSWORD',
      region: 'DEFAULT',
    },
    TEST_PASSWORD,
  );
  systemToken = await t.signIn('system@test.example');
});
afterAll(async () => {
  await t?.stop();
});

const outbox = async (file = 'email-outbox.log') =>
  readFile(join(t.running.app.config.dataDir, file), 'utf8').catch(() => '');
const eventsOf = async (uuid: string) =>
  (await t.running.app.events.readStream(`user-${uuid}`)).map((e) => ({
    type: e.type,
    data: e.data as Record<string, unknown>,
  }));
const NEW_PASSWORD = 'violet-harbour-lantern-42';

describe("the spec's changePassword {password} (Document 2 §7)", () => {
  const change = (uuid: string, token: string, body: unknown) =>
    t.call('POST', `/api/admin/users/${uuid}/changePassword`, { token, body });
  const lastSet = async (uuid: string) =>
    (await eventsOf(uuid)).filter((e) => e.type === 'UserPasswordSet').at(-1)?.data;

  it("an admin sets a hub manager's or owner's password; the manager signs in with it", async () => {
    const adminUuid = (await t.call('GET', '/api/users/current', { token: t.adminToken })).body
      .uuid;
    for (const role of ['ROLE_HUB_MANAGER', 'ROLE_HUB_OWNER'] as const) {
      const m = await hubWithManager(t, `Admin Sets ${role}`, role);
      const before = (await t.running.app.events.readAll(START, 100_000)).events.length;
      expect((await change(m.userUuid, t.adminToken, { password: 'password1234' })).body).toEqual(
        expect.objectContaining({ fieldErrors: { password: 'validationPasswordTooCommon' } }),
      );
      expect((await t.running.app.events.readAll(START, 100_000)).events.length).toBe(before);
      const set = await change(m.userUuid, t.adminToken, { password: NEW_PASSWORD });
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({ uuid: m.userUuid, role });
      expect(await lastSet(m.userUuid)).toMatchObject({
        via: 'ADMIN',
        changedBy: adminUuid,
        mustChange: false,
      });
      expect((await t.call('GET', '/api/users/current', { token: m.token })).status).toBe(401);
      const token = await t.signIn(m.email, NEW_PASSWORD);
      const me = await t.call('GET', '/api/users/current', { token });
      expect(me.body).toMatchObject({ uuid: m.userUuid, passwordChangeRequired: false });
      expect(await outbox()).toContain(`${m.email}\tYour Cairn password was changed`);
    }
  });

  it('a system user sets its own random 30-character password and signs in with it', async () => {
    const me = (await t.call('GET', '/api/users/current', { token: systemToken })).body.uuid;
    const random = randomBytes(30).toString('base64url').slice(0, 30);
    const other = await t.signIn('system@test.example');
    const set = await change(me, systemToken, { password: random });
    expect(set.status).toBe(200);
    expect((await t.call('GET', '/api/users/current', { token: other })).status).toBe(401);
    expect((await t.call('GET', '/api/users/current', { token: set.body.token })).status).toBe(200);
    systemToken = await t.signIn('system@test.example', random);
    expect(await lastSet(me)).toMatchObject({ via: 'OWN', changedBy: me });
  });

  it("a hub user changes only their own, given the current one; another hub's user or an unknown uuid is 404", async () => {
    const m = await hubWithManager(t, 'Own Spec Password Hub');
    const o = await hubWithManager(t, 'Other Spec Password Hub');
    expect(
      (await change(m.userUuid, m.token, { password: NEW_PASSWORD })).body.fieldErrors,
    ).toEqual({ currentPassword: 'validationRequired' });
    expect((await change(o.userUuid, m.token, { password: NEW_PASSWORD })).status).toBe(404);
    expect((await change(randomUUID(), m.token, { password: NEW_PASSWORD })).status).toBe(404);
    expect((await change(randomUUID(), t.adminToken, { password: NEW_PASSWORD })).status).toBe(404);
    // An admin's password is not an admin's to set, and an impersonation sets none.
    const systemUuid = (await t.call('GET', '/api/users/current', { token: systemToken })).body
      .uuid;
    expect((await change(systemUuid, t.adminToken, { password: NEW_PASSWORD })).status).toBe(403);
    const as = (
      await t.call('POST', `/api/admin/users/${m.userUuid}/impersonate`, { token: systemToken })
    ).body.token;
    expect((await change(m.userUuid, as, { password: NEW_PASSWORD })).status).toBe(403);
    expect(await t.signIn(m.email, TEST_PASSWORD)).toBeTruthy();
    const own = await change(m.userUuid, m.token, {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(own.status).toBe(200);
    expect(await lastSet(m.userUuid)).toMatchObject({ via: 'OWN', changedBy: m.userUuid });
  });
});

describe('the reset link', () => {
  it('an admin may send a reset link instead: recorded with who sent it; the link works once, ends the sessions and tells the user', async () => {
    const m = await hubWithManager(t, 'Reset Hub');
    const sent = await t.call('POST', `/api/admin/users/${m.userUuid}/sendPasswordReset`, {
      token: t.adminToken,
    });
    expect(sent.body).toEqual({ channel: 'EMAIL' });
    const adminUuid = (await t.call('GET', '/api/users/current', { token: t.adminToken })).body
      .uuid;
    expect(
      (await eventsOf(m.userUuid)).find((e) => e.type === 'UserPasswordResetSent')?.data,
    ).toMatchObject({ sentBy: adminUuid, channel: 'EMAIL' });
    const link = new RegExp(`${m.email}\\tChoose your Cairn password\\t.*?(http\\S+)`).exec(
      await outbox(),
    )![1];
    const token = new URL(link).searchParams.get('token')!;
    expect(new URL(link).pathname).toBe('/reset-password');

    expect(
      (
        await t.call('POST', '/api/auth/passwordReset', {
          body: { token, password: 'password1234' },
        })
      ).body.fieldErrors,
    ).toEqual({ password: 'validationPasswordTooCommon' });
    expect(
      (
        await t.call('POST', '/api/auth/passwordReset', {
          body: { token: `${token}x`, password: NEW_PASSWORD },
        })
      ).body.errorMessageKey,
    ).toBe('passwordResetLinkInvalid');
    expect(
      (await t.call('POST', '/api/auth/passwordReset', { body: { token, password: NEW_PASSWORD } }))
        .status,
    ).toBe(204);
    expect((await t.call('GET', '/api/users/current', { token: m.token })).status).toBe(401);
    expect(await t.signIn(m.email, NEW_PASSWORD)).toBeTruthy();
    expect(
      (
        await t.call('POST', '/api/auth/passwordReset', {
          body: { token, password: 'another-good-passphrase-7' },
        })
      ).body.errorMessageKey,
    ).toBe('passwordResetLinkInvalid');
    expect(
      (await eventsOf(m.userUuid)).filter((e) => e.type === 'UserPasswordSet').at(-1)?.data,
    ).toMatchObject({ via: 'RESET_LINK', changedBy: null });
    expect(await outbox()).toContain(`${m.email}\tYour Cairn password was changed`);
    // Only hub users get links from an admin; another admin does not.
    expect(
      (
        await t.call('POST', `/api/admin/users/${adminUuid}/sendPasswordReset`, {
          token: systemToken,
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.call('POST', `/api/admin/users/${m.userUuid}/sendPasswordReset`, { token: m.token }))
        .status,
    ).toBe(401);
  });
});

describe("changing one's own password", () => {
  it('needs the current one, refuses blank and common ones, ends the other sessions and tells the user', async () => {
    const m = await hubWithManager(t, 'Own Password Hub');
    const other = await t.signIn(m.email);
    const change = (body: unknown) =>
      t.call('POST', '/api/users/current/password', { token: m.token, body });
    expect(
      (await change({ currentPassword: 'wrong-password-1', password: NEW_PASSWORD })).body
        .fieldErrors,
    ).toEqual({ currentPassword: 'validationInvalid' });
    expect(
      (await change({ currentPassword: TEST_PASSWORD, password: ' '.repeat(20) })).body.fieldErrors,
    ).toEqual({ password: 'validationRequired' });
    expect(
      (await change({ currentPassword: TEST_PASSWORD, password: 'qwerty123456' })).body.fieldErrors,
    ).toEqual({ password: 'validationPasswordTooCommon' });
    expect(
      (await change({ currentPassword: TEST_PASSWORD, password: 'dragon!!2024' })).body.fieldErrors,
    ).toEqual({ password: 'validationPasswordTooCommon' });
    const changed = await change({ currentPassword: TEST_PASSWORD, password: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect((await t.call('GET', '/api/users/current', { token: other })).status).toBe(401);
    expect((await t.call('GET', '/api/users/current', { token: m.token })).status).toBe(401);
    expect((await t.call('GET', '/api/users/current', { token: changed.body.token })).status).toBe(
      200,
    );
    expect(
      (await eventsOf(m.userUuid)).filter((e) => e.type === 'UserPasswordSet').at(-1)?.data,
    ).toMatchObject({ via: 'OWN', changedBy: m.userUuid });
    expect(await outbox()).toContain(`${m.email}\tYour Cairn password was changed`);
    // The spec's changePassword route does the same, on one's own account only.
    const admin = await t.signIn('admin@test.example');
    const adminUuid = (await t.call('GET', '/api/users/current', { token: admin })).body.uuid;
    const own = await t.call('POST', `/api/admin/users/${adminUuid}/changePassword`, {
      token: admin,
      body: { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD },
    });
    expect(own.status).toBe(200);
    const back = await t.call('POST', `/api/admin/users/${adminUuid}/changePassword`, {
      token: own.body.token,
      body: { currentPassword: NEW_PASSWORD, password: 'test-password-one-more' },
    });
    expect(back.status).toBe(200);
    t.adminToken = back.body.token;
  });

  it("an impersonation cannot change the impersonated account's password", async () => {
    const m = await hubWithManager(t, 'Impersonated Password Hub');
    const as = (
      await t.call('POST', `/api/admin/users/${m.userUuid}/impersonate`, { token: systemToken })
    ).body.token;
    expect(
      (
        await t.call('POST', '/api/users/current/password', {
          token: as,
          body: { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(403);
  });
});
