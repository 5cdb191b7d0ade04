import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubSummary } from '@cairn/contracts';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { startTestApp, type TestApp } from '../../test/harness/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const period = () => {
  const end = new Date(Date.now() + 3600_000).toISOString();
  const start = new Date(Date.now() - 7 * 86_400_000).toISOString();
  return `startDate=${encodeURIComponent(start)}&endDate=${encodeURIComponent(end)}`;
};

describe("an ORGANIZATION's owner oversees its assigned hubs (docs/decisions.md, Organizations)", () => {
  it('sees the mass balance, stock and audit actions of its assigned hubs, and never another hub', async () => {
    const pune = await hubWithManager(t, 'Org Pune');
    const other = await hubWithManager(t, 'Not Assigned');
    const org = await hubWithManager(t, 'Network', 'ROLE_HUB_OWNER', {
      type: 'ORGANIZATION',
      features: [],
      collectedMaterialTypes: [],
      assignedCompanyUuids: [pune.hub.uuid],
    });
    // Pune belongs to the organization (organizationUuid), which the admin's list and detail name.
    const { firstUser: _f, ...puneFields } = {
      ...(
        await t.call('GET', `/api/admin/companies/hubs/${pune.hub.uuid}`, { token: t.adminToken })
      ).body,
      firstUser: null,
    };
    for (const k of [
      'uuid',
      'state',
      'createdAt',
      'updatedAt',
      'organization',
      'assignedCompanies',
      'qrCode',
      'users',
    ])
      delete puneFields[k];
    expect(
      (
        await t.call('POST', `/api/admin/companies/hubs/${pune.hub.uuid}`, {
          token: t.adminToken,
          body: { ...puneFields, organizationUuid: org.hub.uuid, firstUser: null },
        })
      ).status,
    ).toBe(200);
    const detail = await t.call('GET', `/api/admin/companies/hubs/${pune.hub.uuid}`, {
      token: t.adminToken,
    });
    expect(detail.body.organization).toEqual({ uuid: org.hub.uuid, name: 'Network' });
    const list = (await t.call('GET', '/api/admin/companies/hubs', { token: t.adminToken }))
      .body as HubSummary[];
    expect(list.find((h) => h.uuid === pune.hub.uuid)?.organization).toEqual({
      uuid: org.hub.uuid,
      name: 'Network',
    });
    expect(list.find((h) => h.uuid === other.hub.uuid)?.organization).toBeNull();

    // Pune registers 12.5 kg and gets an audit action.
    const upload = await uploadPicture(
      t,
      pune.token,
      '/api/fileUploads',
      await picture('scale-display-12-5-kg.png'),
    );
    await t.call('POST', '/api/collectedMaterials', {
      token: pune.token,
      body: {
        registrationUnit: 'BAG',
        weight: '12.5',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: upload.body.uuid,
      },
    });
    const principle = (await t.call('GET', '/api/admin/cocPrinciples', { token: t.adminToken }))
      .body[0];
    for (const hub of [pune.hub, other.hub])
      await t.call('POST', '/api/admin/complianceActions', {
        token: t.adminToken,
        body: {
          name: `Evidence for ${hub.name}`,
          description: 'Upload the age register.',
          deadlineDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
          cocPrincipleUuid: principle.uuid,
          companyUuid: hub.uuid,
        },
      });

    expect((await t.call('GET', '/api/organization/hubs', { token: org.token })).body).toEqual([
      { uuid: pune.hub.uuid, name: 'Org Pune', type: 'COLLECTION_CENTER' },
    ]);
    const as = (path: string, hubUuid: string, token = org.token) =>
      t.call('GET', `${path}${path.includes('?') ? '&' : '?'}hubUuid=${hubUuid}`, { token });
    const overview = `/api/massBalance/overview?account=REGISTRATION&${period()}`;
    expect((await as(overview, pune.hub.uuid)).body.total).toBe(12.5);
    expect((await as('/api/stock', pune.hub.uuid)).body).toMatchObject([
      { hubName: 'Org Pune', materialType: 'PET_CLEAR', quantity: 12.5 },
    ]);
    expect(
      (await as('/api/complianceActions', pune.hub.uuid)).body.map((a: { name: string }) => a.name),
    ).toEqual(['Evidence for Org Pune']);

    // Another hub than the assigned ones: 404 on every call; a hub that is no organization: 404 too.
    for (const path of [overview, '/api/stock', '/api/complianceActions', '/api/plasticCredits'])
      expect((await as(path, other.hub.uuid)).status).toBe(404);
    expect((await as(overview, pune.hub.uuid, other.token)).status).toBe(404);
    expect((await as('/api/stock', 'not-a-uuid')).status).toBe(400);
    expect((await t.call('GET', '/api/organization/hubs', { token: pune.token })).body).toEqual([]);
  });
});
