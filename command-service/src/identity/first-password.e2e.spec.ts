import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { hubWithManager } from '../../test/harness/fixtures';

/** Issue 21 §4: an emailed first password signs in, but must be changed before anything else. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const outbox = async () =>
  readFile(join(t.running.app.config.dataDir, 'email-outbox.log'), 'utf8').catch(() => '');
const NEW_PASSWORD = 'violet-harbour-lantern-42';

describe('an emailed first password', () => {
  it('signs in, but only changing it is open until it is changed', async () => {
    const { hub } = await hubWithManager(t, 'First Password Hub');
    const email = `first.${Date.now()}@test.example`;
    const body = {
      gender: 'MALE',
      firstName: 'Arun',
      lastName: 'New',
      authType: 'EMAIL_PASSWORD',
      email,
      role: 'ROLE_HUB_MANAGER',
    };
    expect(
      (
        await t.call('POST', `/api/admin/companies/hubs/${hub.uuid}/addHubManager`, {
          token: t.adminToken,
          body,
        })
      ).status,
    ).toBe(201);
    const first = new RegExp(`${email}.*the password (\\S+?);`).exec(await outbox())![1];
    const token = await t.signIn(email, first);
    expect((await t.call('GET', '/api/users/current', { token })).body.passwordChangeRequired).toBe(
      true,
    );
    const blocked = await t.call('GET', '/api/collectedMaterials/summary', { token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.errorMessageKey).toBe('passwordChangeRequired');
    const changed = await t.call('POST', '/api/users/current/password', {
      token,
      body: { currentPassword: first, password: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(
      (await t.call('GET', '/api/users/current', { token: changed.body.token })).body
        .passwordChangeRequired,
    ).toBe(false);
    expect(
      (await t.call('GET', '/api/collectedMaterials/summary', { token: changed.body.token }))
        .status,
    ).not.toBe(403);
  });
});
