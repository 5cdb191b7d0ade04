import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START } from '@cairn/infra';
import { hubBody, startTestApp, type TestApp } from '../../test/harness/test-app';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

describe('the first journey over HTTP', () => {
  it('an admin adds a hub with its first owner, finds it in the list, and edits it', async () => {
    const created = await t.call('POST', '/api/admin/companies/hubs', {
      token: t.adminToken,
      body: hubBody({ name: 'Journey Hub' }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Journey Hub',
      state: 'ACTIVE',
      showClearanceWeight: true,
      weighMaterialCollection: true,
    });
    expect(created.body.users).toEqual([
      expect.objectContaining({ role: 'ROLE_HUB_OWNER', fullName: 'Meera Owner' }),
    ]);
    expect(created.body.qrCode.text).toMatch(new RegExp(`/identity/hub/${created.body.uuid}$`));
    const qr = await fetch(t.url + created.body.qrCode.directLink);
    expect(qr.headers.get('content-type')).toBe('image/png');

    const list = await t.call('GET', '/api/admin/companies/hubs?states=ACTIVE,PAUSED', {
      token: t.adminToken,
    });
    expect(list.body.map((h: { name: string }) => h.name)).toContain('Journey Hub');

    const { firstUser: _f, ...fields } = hubBody({ name: 'Journey Hub Renamed' });
    const updated = await t.call('POST', `/api/admin/companies/hubs/${created.body.uuid}`, {
      token: t.adminToken,
      body: { ...fields, firstUser: null },
    });
    expect(updated.status).toBe(200);
    expect(
      (
        await t.call('GET', `/api/admin/companies/hubs/${created.body.uuid}`, {
          token: t.adminToken,
        })
      ).body.name,
    ).toBe('Journey Hub Renamed');
  });

  it('bad input answers 400 with a key per field and appends nothing', async () => {
    const before = (await t.running.app.events.readAll(START, 100_000)).events.length;
    const answer = await t.call('POST', '/api/admin/companies/hubs', {
      token: t.adminToken,
      body: hubBody({
        name: '',
        zipCode: '41A',
        country: 'India',
        features: ['MATERIAL_SEGREGATION'],
        firstUser: {
          gender: 'MALE',
          firstName: 'A',
          lastName: 'B',
          email: 'a@b.example',
          language: 'EN',
          authType: 'SMS',
          phoneNumber: '0049',
        },
      }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toMatchObject({
      name: 'validationRequired',
      zipCode: 'validationInvalid',
      country: 'validationExceedsMaxLength',
      segregationOutputMaterialTypes: 'validationRequired',
      'firstUser.phoneNumber': 'validationPhoneNumberPattern',
    });
    expect((await t.running.app.events.readAll(START, 100_000)).events.length).toBe(before);
    const malformed = await fetch(`${t.url}/api/admin/companies/hubs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': t.adminToken },
      body: '{"name":',
    });
    expect(malformed.status).toBe(400);
  });

  it('guards every route: 401 without a token, 403 for the wrong role', async () => {
    expect((await t.call('GET', '/api/admin/companies/hubs')).status).toBe(401);
    expect(
      (await t.call('GET', '/api/admin/companies/hubs', { token: 'forged.token' })).status,
    ).toBe(401);
    const { token } = await hubWithManager(t, 'Guard Hub');
    expect((await t.call('GET', '/api/admin/hubEvents', { token })).status).toBe(403);
    expect(
      (await t.call('POST', '/api/collectedMaterials', { token: t.adminToken, body: {} })).status,
    ).toBe(403);
  });

  it('a hub manager registers a waste bag with a picture; the admin reviews it', async () => {
    const { hub, token } = await hubWithManager(t, 'Bag Hub');
    const upload = await uploadPicture(
      t,
      token,
      '/api/fileUploads',
      await picture('scale-display-12-5-kg.png'),
      { latitude: '18.52', longitude: '73.85', accuracy: '12' },
    );
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({ mimeType: 'image/png', fileName: 'bag.png' });

    const registered = await t.call('POST', '/api/collectedMaterials', {
      token,
      body: {
        registrationUnit: 'BAG',
        weight: '12.5',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: upload.body.uuid,
      },
    });
    expect(registered.status).toBe(201);

    const filters = JSON.stringify([
      { field: 'UUID', operator: 'EQUALS', value: registered.body.uuid },
    ]);
    const page = await t.call(
      'GET',
      `/api/admin/hubEvents?page=0&size=25&filters=${encodeURIComponent(filters)}`,
      { token: t.adminToken },
    );
    expect(page.body.pagination.total).toBe(1);
    const [row] = page.body.items;
    expect(row).toMatchObject({
      type: 'REGISTRATION',
      weight: 12.5,
      status: 'PENDING',
      materialType: 'PET_CLEAR',
      company: { name: 'Bag Hub' },
    });
    const image = await fetch(t.url + row.picture.directLink);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const flagged = await t.call('POST', `/api/admin/hubEvents/${row.uuid}/flag`, {
      token: t.adminToken,
      body: { comment: 'unreadable', tags: ['IMAGE_SCALE_VISIBILITY'] },
    });
    expect(flagged.body).toMatchObject({
      status: 'FLAGGED',
      review: { tags: ['IMAGE_SCALE_VISIBILITY'] },
    });
    expect(
      (
        await t.call('POST', `/api/admin/hubEvents/${row.uuid}/approve`, {
          token: t.adminToken,
          body: { tags: ['OTHER'] },
        })
      ).status,
    ).toBe(400);
    const approved = await t.call('POST', `/api/admin/hubEvents/${row.uuid}/approve`, {
      token: t.adminToken,
      body: { tags: [] },
    });
    expect(approved.body.status).toBe('APPROVED');
    const mine = await t.call('GET', '/api/collectedMaterials/summary', { token });
    expect(mine.body).toMatchObject({
      bagsCount: 1,
      totalStock: 12.5,
      collectionCenter: { name: 'Bag Hub' },
    });
    expect(hub.uuid).toBeTruthy();
  });

  it("another hub's records answer 404, and its pictures cannot be used", async () => {
    const a = await hubWithManager(t, 'Hub A');
    const b = await hubWithManager(t, 'Hub B');
    const upload = await uploadPicture(
      t,
      a.token,
      '/api/fileUploads',
      await picture('scale-display-12-5-kg.png'),
    );
    expect(
      (await t.call('GET', `/api/fileUploads/${upload.body.uuid}`, { token: b.token })).status,
    ).toBe(404);
    expect((await t.call('GET', `/api/companies/${a.hub.uuid}`, { token: b.token })).status).toBe(
      404,
    );
    expect((await t.call('GET', `/api/companies/${b.hub.uuid}`, { token: b.token })).status).toBe(
      200,
    );
    const stolen = await t.call('POST', '/api/collectedMaterials', {
      token: b.token,
      body: { weight: 3, materialType: 'PET_CLEAR', pictureFileUploadUuid: upload.body.uuid },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.fieldErrors).toEqual({ pictureFileUploadUuid: 'validationInvalid' });
  });

  it('uploads are checked by content, not by name', async () => {
    const { token } = await hubWithManager(t, 'Upload Hub');
    const fake = await uploadPicture(
      t,
      token,
      '/api/fileUploads',
      Buffer.from('#!/bin/sh\necho hi'),
      {},
      'evil.png',
    );
    expect(fake.status).toBe(400);
    expect(fake.body.fieldErrors).toEqual({ file: 'validationFileType' });
    // A PNG's header followed by a script is no picture (issue 33): the picture is decoded first.
    const png = await picture('scale-display-12-5-kg.png');
    const polyglot = await uploadPicture(
      t,
      token,
      '/api/fileUploads',
      Buffer.concat([png.subarray(0, 33), Buffer.from('<script>alert(1)</script>')]),
      {},
      'bag.png',
    );
    expect(polyglot.status).toBe(400);
    expect(polyglot.body.fieldErrors).toEqual({ file: 'validationFileType' });
  });

  it('the same Idempotency-Key twice appends once and answers the same', async () => {
    const headers = { 'idempotency-key': 'create-hub-once' };
    const body = hubBody({ name: 'Once Hub' });
    const first = await t.call('POST', '/api/admin/companies/hubs', {
      token: t.adminToken,
      body,
      headers,
    });
    const second = await t.call('POST', '/api/admin/companies/hubs', {
      token: t.adminToken,
      body,
      headers,
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.uuid).toBe(first.body.uuid);
    const list = await t.call('GET', '/api/admin/companies/hubs', { token: t.adminToken });
    expect(list.body.filter((h: { name: string }) => h.name === 'Once Hub')).toHaveLength(1);
  });
});
