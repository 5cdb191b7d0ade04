import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPeriodOf } from '@cairn/contracts';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { startTestApp, type TestApp } from '../../test/harness/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const COLLECTED = ['PET_CLEAR', 'HDPE_MIXED', 'PAPER'];

/** A hub owner's hub, with four registrations: what counts and what does not. */
const hubWithRegistrations = async (name: string, hub: Record<string, unknown>) => {
  const owner = await hubWithManager(t, name, 'ROLE_HUB_OWNER', {
    collectedMaterialTypes: COLLECTED,
    ...hub,
  });
  const register = async (weight: string, materialType: string, weighedAt: string) => {
    const upload = await uploadPicture(
      t,
      owner.token,
      '/api/fileUploads',
      await picture('scale-display-12-5-kg.png'),
    );
    const done = await t.call('POST', '/api/collectedMaterials', {
      token: owner.token,
      body: {
        registrationUnit: 'BAG',
        weight,
        materialType,
        weighedAt,
        pictureFileUploadUuid: upload.body.uuid,
      },
    });
    expect(done.status).toBe(201);
    return done.body.uuid as string;
  };
  const approve = (uuid: string) =>
    t.call('POST', `/api/admin/hubEvents/${uuid}/approve`, {
      token: t.adminToken,
      body: { comment: 'ok' },
    });
  await approve(await register('10', 'PET_CLEAR', daysAgo(1)));
  await approve(await register('2.5', 'PET_CLEAR', daysAgo(1)));
  await approve(await register('5', 'PET_CLEAR', daysAgo(5))); // before the since day
  await register('2', 'HDPE_MIXED', daysAgo(1)); // not reviewed
  await approve(await register('7', 'PAPER', daysAgo(1))); // not plastic
  return owner;
};

describe('plastic credits: approved plastic volume since the since day, per period and material', () => {
  it('counts only with enablePlasticCredits, only since plasticCreditsSinceDate, for admins and the owner', async () => {
    const since = daysAgo(3).slice(0, 10);
    const on = await hubWithRegistrations('Credits Hub', {
      enablePlasticCredits: true,
      plasticCreditsSinceDate: since,
    });
    const admin = await t.call('GET', `/api/admin/companies/hubs/${on.hub.uuid}/plasticCredits`, {
      token: t.adminToken,
    });
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual({
      hubUuid: on.hub.uuid,
      hubName: 'Credits Hub',
      since,
      periodType: 'MONTH',
      rows: [
        {
          period: creditPeriodOf(daysAgo(1).slice(0, 10), 'MONTH'),
          materialType: 'PET_CLEAR',
          weight: 12.5,
        },
      ],
      total: 12.5,
    });
    const owners = await t.call('GET', '/api/plasticCredits?periodType=YEAR', { token: on.token });
    expect(owners.body.rows).toEqual([
      { period: daysAgo(1).slice(0, 4), materialType: 'PET_CLEAR', weight: 12.5 },
    ]);
    expect(
      (await t.call('GET', '/api/plasticCredits?periodType=DECADE', { token: on.token })).status,
    ).toBe(400);

    // Without a since day every approved plastic registration counts.
    const {
      uuid: _u,
      createdAt: _c,
      state: _s,
      ...fields
    } = (await t.call('GET', `/api/admin/companies/hubs/${on.hub.uuid}`, { token: t.adminToken }))
      .body;
    for (const k of ['organization', 'assignedCompanies', 'qrCode', 'users', 'updatedAt'])
      delete fields[k];
    const updated = await t.call('POST', `/api/admin/companies/hubs/${on.hub.uuid}`, {
      token: t.adminToken,
      body: { ...fields, plasticCreditsSinceDate: null, firstUser: null },
    });
    expect(updated.status).toBe(200);
    expect((await t.call('GET', '/api/plasticCredits', { token: on.token })).body.total).toBe(17.5);

    const off = await hubWithRegistrations('No Credits Hub', { enablePlasticCredits: false });
    expect(
      (
        await t.call('GET', `/api/admin/companies/hubs/${off.hub.uuid}/plasticCredits`, {
          token: t.adminToken,
        })
      ).status,
    ).toBe(404);
    expect((await t.call('GET', '/api/plasticCredits', { token: off.token })).status).toBe(404);
    // Another hub's credits are not the owner's to see.
    expect(
      (await t.call('GET', `/api/plasticCredits?hubUuid=${on.hub.uuid}`, { token: off.token }))
        .status,
    ).toBe(404);
  });
});
