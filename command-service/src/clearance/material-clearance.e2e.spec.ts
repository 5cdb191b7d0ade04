import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const uploadFor = async (hubUuid: string, file = 'bag-on-scale-7-25-kg.png') =>
  uploadPicture(t, t.adminToken, '/api/admin/materialClearances/pictures', await picture(file), {
    hubCompanyUuid: hubUuid,
  });

describe('start material clearance (admin, Document 2 §2 and §7)', () => {
  it('uploads a picture, starts a LOADED clearance for the hub and reads it back', async () => {
    const { hub } = await hubWithManager(t, 'Clearance Hub');
    const upload = await uploadFor(hub.uuid);
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({
      uuid: expect.any(String),
      directLink: expect.any(String),
      mimeType: 'image/png',
    });

    const started = await t.call('POST', '/api/admin/materialClearances', {
      token: t.adminToken,
      body: {
        buyer: ' Bharat Polymers ',
        transporterLicensePlate: 'MH 12 AB 1234',
        pictureFileUploadUuid: upload.body.uuid,
        hubCompanyUuid: hub.uuid,
      },
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      hubUuid: hub.uuid,
      state: 'LOADED',
      buyer: 'Bharat Polymers',
      transporterLicensePlate: 'MH 12 AB 1234',
      startedFrom: 'ADMIN',
      startedBy: { firstName: 'Test' },
      materialTypes: [],
    });

    const list = await t.call(
      'GET',
      `/api/admin/materialClearances?hubCompanyUuid=${hub.uuid}&state=LOADED`,
      { token: t.adminToken },
    );
    expect(list.body.map((c: { uuid: string }) => c.uuid)).toEqual([started.body.uuid]);
    const events = await t.running.app.events.readStream(`materialClearance-${started.body.uuid}`);
    expect(events.map((e) => e.type)).toEqual(['MaterialClearanceStarted']);
    expect(events[0].metadata.hubUuid).toBe(hub.uuid);
  });

  it('answers 400 with a key per field and stores nothing', async () => {
    const { hub } = await hubWithManager(t, 'Clearance Hub 2');
    const empty = await t.call('POST', '/api/admin/materialClearances', {
      token: t.adminToken,
      body: { buyer: '  ', transporterLicensePlate: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({
      buyer: 'validationRequired',
      transporterLicensePlate: 'validationRequired',
      pictureFileUploadUuid: 'validationRequired',
      hubCompanyUuid: 'validationRequired',
    });
    const upload = await uploadFor(hub.uuid);
    const long = await t.call('POST', '/api/admin/materialClearances', {
      token: t.adminToken,
      body: {
        buyer: 'b'.repeat(101),
        transporterLicensePlate: 'p'.repeat(101),
        pictureFileUploadUuid: upload.body.uuid,
        hubCompanyUuid: hub.uuid,
      },
    });
    expect(long.body.fieldErrors).toEqual({
      buyer: 'validationExceedsMaxLength',
      transporterLicensePlate: 'validationExceedsMaxLength',
    });

    // Another hub's picture cannot document this hub's clearance.
    const { hub: other } = await hubWithManager(t, 'Clearance Hub 3');
    const foreign = await t.call('POST', '/api/admin/materialClearances', {
      token: t.adminToken,
      body: {
        buyer: 'B',
        transporterLicensePlate: 'P 1',
        pictureFileUploadUuid: upload.body.uuid,
        hubCompanyUuid: other.uuid,
      },
    });
    expect(foreign.body.fieldErrors).toEqual({ pictureFileUploadUuid: 'validationInvalid' });
    expect(
      (
        await t.call('GET', `/api/admin/materialClearances?hubCompanyUuid=${other.uuid}`, {
          token: t.adminToken,
        })
      ).body,
    ).toEqual([]);

    // An unknown hub is 404; a paused hub clears nothing.
    const unknown = await t.call('POST', '/api/admin/materialClearances', {
      token: t.adminToken,
      body: {
        buyer: 'B',
        transporterLicensePlate: 'P 1',
        pictureFileUploadUuid: upload.body.uuid,
        hubCompanyUuid: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(unknown.status).toBe(404);
    await t.call('POST', `/api/admin/companies/hubs/${hub.uuid}/pause`, { token: t.adminToken });
    const paused = await t.call('POST', '/api/admin/materialClearances', {
      token: t.adminToken,
      body: {
        buyer: 'B',
        transporterLicensePlate: 'P 1',
        pictureFileUploadUuid: upload.body.uuid,
        hubCompanyUuid: hub.uuid,
      },
    });
    expect(paused.body).toMatchObject({ errorMessageKey: 'hubNotActive' });
    expect(
      (
        await t.call('GET', `/api/admin/materialClearances?hubCompanyUuid=${hub.uuid}`, {
          token: t.adminToken,
        })
      ).body,
    ).toEqual([]);
  });

  it('takes one image of at most 3,000,000 bytes for a known hub; hub users are refused', async () => {
    const { hub, token } = await hubWithManager(t, 'Clearance Hub 4');
    const pdf = await uploadPicture(
      t,
      t.adminToken,
      '/api/admin/materialClearances/pictures',
      Buffer.from('%PDF-1.4\n%%EOF'),
      { hubCompanyUuid: hub.uuid },
      'doc.pdf',
    );
    expect(pdf.body.fieldErrors).toEqual({ file: 'validationFileType' });
    const big = await uploadPicture(
      t,
      t.adminToken,
      '/api/admin/materialClearances/pictures',
      Buffer.alloc(3_000_001, 1),
      { hubCompanyUuid: hub.uuid },
    );
    expect(big.status).toBe(413);
    const noHub = await uploadPicture(
      t,
      t.adminToken,
      '/api/admin/materialClearances/pictures',
      await picture('bag-on-scale-7-25-kg.png'),
    );
    expect(noHub.body.fieldErrors).toEqual({ hubCompanyUuid: 'validationRequired' });
    expect(
      (
        await uploadPicture(
          t,
          token,
          '/api/admin/materialClearances/pictures',
          await picture('bag-on-scale-7-25-kg.png'),
          { hubCompanyUuid: hub.uuid },
        )
      ).status,
    ).toBe(403);
    expect(
      (await t.call('POST', '/api/admin/materialClearances', { token, body: {} })).status,
    ).toBe(403);
    expect(
      (await t.call('GET', '/api/admin/materialClearances', { token: t.adminToken })).status,
    ).toBe(400);
  });
});
