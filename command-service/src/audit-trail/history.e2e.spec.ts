import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@cairn/contracts';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { startTestApp, type TestApp } from '../../test/harness/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const register = async (token: string) => {
  const upload = await uploadPicture(
    t,
    token,
    '/api/fileUploads',
    await picture('scale-display-12-5-kg.png'),
  );
  const done = await t.call('POST', '/api/collectedMaterials', {
    token,
    body: {
      registrationUnit: 'BAG',
      weight: '12.5',
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: upload.body.uuid,
    },
  });
  expect(done.status).toBe(201);
  return done.body.uuid as string;
};
const missing = '00000000-0000-4000-8000-000000000404';

describe('history of a record, read from the event store', () => {
  it('shows an amended weight with its old and new value and the admin who amended it', async () => {
    const { token, userUuid } = await hubWithManager(t, 'History Hub');
    const uuid = await register(token);
    expect(
      (
        await t.call('POST', `/api/admin/hubEvents/${uuid}/amendWeight`, {
          token: t.adminToken,
          body: { weight: 11.25 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', `/api/admin/hubEvents/${uuid}/approve`, {
          token: t.adminToken,
          body: { comment: 'checked' },
        })
      ).status,
    ).toBe(200);

    const history = await t.call('GET', `/api/admin/hubEvents/${uuid}/history`, {
      token: t.adminToken,
    });
    expect(history.status).toBe(200);
    expect(history.body.streams).toEqual([`collectedMaterial-${uuid}`]);
    const entries = history.body.entries as HistoryEntry[];
    expect(entries.map((e) => e.type)).toEqual([
      'CollectedMaterialRegistered',
      'HubEventWeightAmended',
      'HubEventReviewed',
    ]);
    expect(entries[0]).toMatchObject({
      created: true,
      actor: { uuid: userUuid, name: 'Ravi History Hub' },
    });
    const amended = entries[1];
    expect(amended.actor).toEqual({ uuid: expect.any(String), name: 'Test Admin' });
    expect(amended.changes).toContainEqual({ field: 'weight', before: 12.5, after: 11.25 });
    expect(amended.commandId).toEqual(expect.any(String));
    expect(entries[2].changes).toContainEqual({ field: 'status', before: null, after: 'APPROVED' });

    const same = await t.call('GET', `/api/admin/history/hubEvent/${uuid}`, {
      token: t.adminToken,
    });
    expect(same.body.entries).toEqual(history.body.entries);
  });

  it('reads hubs, users and collectors by kind; refuses hub users, unknown kinds and unknown records', async () => {
    const { hub, token, userUuid } = await hubWithManager(t, 'Kinds Hub');
    expect((await t.call('GET', `/api/admin/history/hub/${hub.uuid}`, { token })).status).toBe(403);
    expect(
      (await t.call('POST', `/api/admin/companies/hubs/${hub.uuid}/pause`, { token: t.adminToken }))
        .status,
    ).toBe(200);
    const hubHistory = await t.call('GET', `/api/admin/history/hub/${hub.uuid}`, {
      token: t.adminToken,
    });
    expect(hubHistory.body.entries.map((e: HistoryEntry) => e.type)).toEqual([
      'HubCreated',
      'HubPaused',
    ]);
    expect(hubHistory.body.entries[1].actor.name).toBe('Test Admin');

    const user = await t.call('GET', `/api/admin/history/user/${userUuid}`, {
      token: t.adminToken,
    });
    expect(user.body.entries[0].type).toBe('UserRegistered');
    expect(JSON.stringify(user.body)).not.toContain('scrypt');
    expect(JSON.stringify(user.body)).not.toContain('argon2');

    expect(
      (await t.call('GET', `/api/admin/history/nope/${hub.uuid}`, { token: t.adminToken })).body
        .fieldErrors,
    ).toEqual({ kind: 'validationInvalid' });
    expect(
      (await t.call('GET', `/api/admin/history/hub/x`, { token: t.adminToken })).body.fieldErrors,
    ).toEqual({ uuid: 'validationInvalid' });
    expect(
      (await t.call('GET', `/api/admin/history/collector/${missing}`, { token: t.adminToken }))
        .status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/admin/hubEvents/${missing}/history`, { token: t.adminToken }))
        .status,
    ).toBe(404);
  });
});
