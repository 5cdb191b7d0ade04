import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checkpoint } from '@cairn/infra';
import { registerUser } from '../identity/user.handlers';
import { picture, uploadPicture } from '../../test/harness/fixtures';
import { TEST_PASSWORD, startTestApp, type TestApp } from '../../test/harness/test-app';
import { generateFor, gradingHub } from '../grading/grading.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const eventsSince = async (from: Checkpoint) =>
  (await t.running.app.events.readAll(from, 1_000_000)).events;
const head = async () =>
  (await t.running.app.events.readAll({ txId: '0', position: '0' }, 1_000_000)).checkpoint;

describe('impersonation is recorded on every event written under it', () => {
  it("a system user's day in a hub manager's place: every event names both, and the manager's own events name no one", async () => {
    const system = await registerUser(
      t.running.app,
      { commandId: 'imp-system', actorUuid: null, now: new Date().toISOString() },
      {
        hubUuid: null,
        role: 'ROLE_SYSTEM_USER',
        gender: 'UNKNOWN',
        firstName: 'Sys',
        lastName: 'Tem',
        email: 'system.imp@test.example',
        phoneNumber: null,
        language: 'EN',
        authType: 'EMAIL_PASSWORD',
        region: 'DEFAULT',
      },
      TEST_PASSWORD,
    );
    const systemToken = await t.signIn('system.imp@test.example');
    const { hub, token: ownToken } = await gradingHub(t, 'Impersonated Day Hub');
    const manager = (await t.call('GET', '/api/users/current', { token: ownToken })).body
      .uuid as string;
    const [collectorUuid] = await generateFor(t, hub.uuid, 'COLLECTOR', 1);
    const [outputItem] = await generateFor(t, hub.uuid, 'TRACKED_ITEM', 1);
    const answer = await t.call('POST', `/api/admin/users/${manager}/impersonate`, {
      token: systemToken,
    });
    expect(answer.status).toBe(200);
    const token = answer.body.token as string;

    const from = await head();
    const png = await picture('scale-display-12-5-kg.png');
    const upload = async () =>
      (await uploadPicture(t, token, '/api/fileUploads', png)).body.uuid as string;
    const ok = (a: { status: number; body: unknown }) => {
      expect(a.status, JSON.stringify(a.body)).toBeLessThan(300);
      return a.body as { uuid: string };
    };
    ok(
      await t.call('POST', `/api/collectors/${collectorUuid}`, {
        token,
        body: {
          name: 'Asha K',
          idNumber: 'MH-1',
          birthDate: '1988-04-12',
          idDocumentFileUploadUuid: await upload(),
        },
      }),
    );
    for (const weight of ['4', '6']) {
      ok(
        await t.call('POST', '/api/collectedMaterials', {
          token,
          body: {
            registrationUnit: 'BAG',
            weight,
            materialType: 'PET_CLEAR',
            pictureFileUploadUuid: await upload(),
            collectorUuid,
          },
        }),
      );
    }
    const unit = ok(
      await t.call('POST', '/api/collectedMaterials/grade', { token, body: {} }),
    ).uuid;
    ok(
      await t.call('POST', `/api/segregationUnits/${unit}/outputMaterialBags`, {
        token,
        body: {
          weight: '9',
          materialType: 'PET_CLEAR',
          pictureFileUploadUuid: await upload(),
          trackedItemUuid: outputItem,
        },
      }),
    );
    ok(await t.call('POST', `/api/segregationUnits/${unit}/finish`, { token }));
    const underImpersonation = await eventsSince(from);

    // Signing out of the impersonation is written under it too.
    const beforeSignOut = await head();
    expect((await t.call('POST', '/api/auth/signOut', { token })).status).toBe(204);
    const signOut = await eventsSince(beforeSignOut);

    const written = [...underImpersonation, ...signOut];
    expect(new Set(written.map((e) => e.type)).size).toBeGreaterThanOrEqual(8);
    for (const event of written) {
      expect(event.metadata, `${event.type} in ${event.streamId}`).toMatchObject({
        actorUuid: manager,
        impersonatedBy: system.uuid,
      });
    }

    // The manager's own session goes on, and what it writes names no impersonator.
    const own = await head();
    const mine = await uploadPicture(t, ownToken, '/api/fileUploads', png);
    expect(mine.status).toBe(201);
    for (const event of await eventsSince(own))
      expect(event.metadata).toMatchObject({ actorUuid: manager, impersonatedBy: null });
  });
});
