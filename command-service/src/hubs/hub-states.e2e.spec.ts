import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubSummary } from '@cairn/contracts';
import { hubWithManager } from '../../test/harness/fixtures';
import { hubBody, startTestApp, type TestApp } from '../../test/harness/test-app';

/** DEMO, TRIAL, LOST and CHURNED through the API (docs/decisions.md, issue 20 item 8). */
describe('hub states beyond ACTIVE, PAUSED and ARCHIVED', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.stop();
  });

  const stateOf = async (uuid: string) =>
    (await t.call('GET', `/api/admin/companies/hubs/${uuid}`, { token: t.adminToken })).body
      .state as string;
  const change = (uuid: string, action: string) =>
    t.call('POST', `/api/admin/companies/hubs/${uuid}/${action}`, { token: t.adminToken });
  const me = (token: string) => t.call('GET', '/api/users/current', { token });

  it('starts a hub as TRIAL when the admin chooses it; its users work as in an ACTIVE hub', async () => {
    const trial = await hubWithManager(t, 'Trial Hub', 'ROLE_HUB_MANAGER', { state: 'TRIAL' });
    expect(await stateOf(trial.hub.uuid)).toBe('TRIAL');
    const list = await t.call('GET', '/api/admin/companies/hubs?states=TRIAL', {
      token: t.adminToken,
    });
    expect((list.body as HubSummary[]).map((h) => [h.name, h.state])).toEqual([
      ['Trial Hub', 'TRIAL'],
    ]);
    expect((await me(trial.token)).status).toBe(200);
    const demo = await hubWithManager(t, 'Demo Hub', 'ROLE_HUB_MANAGER', { state: 'DEMO' });
    expect(await stateOf(demo.hub.uuid)).toBe('DEMO');
    const plain = await hubWithManager(t, 'Plain Hub');
    expect(await stateOf(plain.hub.uuid)).toBe('ACTIVE');
  });

  it('refuses a starting state other than ACTIVE, DEMO or TRIAL', async () => {
    const answer = await t.call('POST', '/api/admin/companies/hubs', {
      token: t.adminToken,
      body: hubBody({ name: 'Churned from birth', state: 'CHURNED' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toMatchObject({ state: 'validationInvalid' });
  });

  it('a lost trial signs its users out until it is activated', async () => {
    const trial = await hubWithManager(t, 'Lost Trial', 'ROLE_HUB_MANAGER', { state: 'TRIAL' });
    expect((await change(trial.hub.uuid, 'mark-churned')).status).toBe(400);
    expect((await change(trial.hub.uuid, 'mark-lost')).status).toBe(200);
    expect(await stateOf(trial.hub.uuid)).toBe('LOST');
    expect((await me(trial.token)).status).toBe(401);
    expect((await change(trial.hub.uuid, 'activate')).status).toBe(200);
    expect(await stateOf(trial.hub.uuid)).toBe('ACTIVE');
    expect((await me(trial.token)).status).toBe(200);
  });

  it('a churned customer signs its users out; sign-in is refused too', async () => {
    const hub = await hubWithManager(t, 'Churned Hub');
    expect((await change(hub.hub.uuid, 'mark-lost')).status).toBe(400);
    expect((await change(hub.hub.uuid, 'mark-churned')).status).toBe(200);
    expect(await stateOf(hub.hub.uuid)).toBe('CHURNED');
    expect((await me(hub.token)).status).toBe(401);
    await expect(t.signIn(hub.email)).rejects.toThrow();
    expect((await change(hub.hub.uuid, 'archive')).status).toBe(200);
  });
});
