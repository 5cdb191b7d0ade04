import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubFields } from '@cairn/contracts';
import { hubBody, startTestApp, type TestApp } from '../../test/harness/test-app';

/** Hub answers as Document 1 §3 and Document 2 §3 list their fields, on the demo's hubs too (issue 19.6, 19.7). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demo: true });
});
afterAll(async () => {
  await t?.stop();
});

describe('hub answers', () => {
  it("the hub list carries each hub's users", async () => {
    const list = await t.call('GET', '/api/admin/companies/hubs?states=ACTIVE,PAUSED,ARCHIVED', {
      token: t.adminToken,
    });
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(3);
    for (const hub of list.body) expect(Array.isArray(hub.users), hub.name).toBe(true);
    expect(list.body.some((hub: { users: unknown[] }) => hub.users.length > 0)).toBe(true);
    expect(
      list.body.flatMap((hub: { users: Array<Record<string, unknown>> }) => hub.users)[0],
    ).toEqual({ uuid: expect.any(String), fullName: expect.any(String), role: expect.any(String) });
  });

  it('every hub answer carries every field of Document 1 §3, unset ones as null', async () => {
    const list = await t.call('GET', '/api/admin/companies/hubs', { token: t.adminToken });
    for (const { uuid, name } of list.body) {
      const hub = (
        await t.call('GET', `/api/admin/companies/hubs/${uuid}`, { token: t.adminToken })
      ).body;
      const missing = Object.keys(HubFields.shape).filter((key) => !(key in hub));
      expect(missing, name).toEqual([]);
      for (const key of ['qrCode', 'state', 'uuid']) expect(hub, name).toHaveProperty(key);
    }
    const demo = (
      await t.call('GET', `/api/admin/companies/hubs/${list.body[0].uuid}`, { token: t.adminToken })
    ).body;
    expect(demo).toMatchObject({ plasticCreditsSinceDate: null, collectorSurveyLink: null });
  });

  it("a refused create-hub names the first owner's fields as the body does: firstUser.email", async () => {
    const firstUser = { ...hubBody().firstUser, email: `owner.${Date.now()}@test.example` };
    expect(
      (
        await t.call('POST', '/api/admin/companies/hubs', {
          token: t.adminToken,
          body: hubBody({ name: 'Owner Email Hub', firstUser }),
        })
      ).status,
    ).toBe(201);
    const again = await t.call('POST', '/api/admin/companies/hubs', {
      token: t.adminToken,
      body: hubBody({ name: 'Owner Email Hub 2', firstUser }),
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      errorMessageKey: 'emailAlreadyUsed',
      fieldErrors: { 'firstUser.email': 'emailAlreadyUsed' },
    });
    expect(
      (await t.call('GET', '/api/admin/companies/hubs', { token: t.adminToken })).body.map(
        (h: { name: string }) => h.name,
      ),
    ).not.toContain('Owner Email Hub 2');
  });
});
