import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubWithManager } from '../../test/harness/fixtures';
import { startTestApp, type TestApp } from '../../test/harness/test-app';

/** Issue 20 §11: added managers and owners can be German; their account and emails are then German. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const outbox = () =>
  readFile(join(t.running.app.config.dataDir, 'email-outbox.log'), 'utf8').catch(() => '');
const add = (hubUuid: string, kind: 'Manager' | 'Owner', body: Record<string, unknown>) =>
  t.call('POST', `/api/admin/companies/hubs/${hubUuid}/addHub${kind}`, {
    token: t.adminToken,
    body: {
      gender: 'FEMALE',
      firstName: 'Greta',
      lastName: 'Berg',
      authType: 'EMAIL_PASSWORD',
      ...body,
    },
  });

describe('the language of an added hub user', () => {
  it('a German owner signs in as German and gets the welcome email in German', async () => {
    const { hub } = await hubWithManager(t, 'Sprach Hub');
    const email = `de.owner.${Date.now()}@test.example`;
    expect((await add(hub.uuid, 'Manager', { email, language: 'DE' })).status).toBe(201);
    const line = (await outbox()).split('\n').find((l) => l.includes(email))!;
    expect(line).toContain('Willkommen bei Cairn');
    expect(line).toContain('Sie sind jetzt Manager von Sprach Hub');
    const password = /dem Passwort (\S+) an;/.exec(line)![1];
    const token = await t.signIn(email, password);
    expect((await t.call('GET', '/api/users/current', { token })).body.language).toBe('DE');
  });

  it('is English when not given, and refuses a language Cairn has no texts for', async () => {
    const { hub } = await hubWithManager(t, 'Language Hub');
    const email = `en.manager.${Date.now()}@test.example`;
    expect((await add(hub.uuid, 'Manager', { email })).status).toBe(201);
    const line = (await outbox()).split('\n').find((l) => l.includes(email))!;
    expect(line).toContain('Welcome to Cairn');
    expect(line).toContain('You are now a manager of Language Hub');
    const refused = await add(hub.uuid, 'Manager', { email: `fr.${email}`, language: 'FR' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('validationInvalid');
  });
});
