import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { hubBody, startTestApp, type TestApp } from '../../test/harness/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const hubsPath = (uuid: string, action: string) => `/api/admin/companies/hubs/${uuid}/${action}`;
const search = (path: string, filters: unknown[], page = 0, size = 16) =>
  `${path}?page=${page}&size=${size}&filters=${encodeURIComponent(JSON.stringify(filters))}`;
const person = { gender: 'MALE', firstName: 'Sanjay', lastName: 'Kale' };

describe('hub row actions: managers and owners', () => {
  it('adds a manager with email sign-in; the password goes through the email outbox', async () => {
    const { hub } = await hubWithManager(t, 'Managers Hub');
    const email = `new.manager.${Date.now()}@test.example`;
    const added = await t.call('POST', hubsPath(hub.uuid, 'addHubManager'), {
      token: t.adminToken,
      body: { ...person, authType: 'EMAIL_PASSWORD', email, role: 'ROLE_HUB_MANAGER' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      role: 'ROLE_HUB_MANAGER',
      email,
      company: { uuid: hub.uuid, name: 'Managers Hub' },
    });
    const outbox = await readFile(join(t.running.app.config.dataDir, 'email-outbox.log'), 'utf8');
    const password = new RegExp(`${email}.*the password (\\S+?);`).exec(outbox)?.[1];
    expect(password).toBeTruthy();
    const token = await t.signIn(email, password);
    const me = await t.call('GET', '/api/users/current', { token });
    expect(me.body).toMatchObject({ firstName: 'Sanjay', company: { uuid: hub.uuid } });
    const hubNow = await t.call('GET', `/api/admin/companies/hubs/${hub.uuid}`, {
      token: t.adminToken,
    });
    expect(hubNow.body.users.map((u: { fullName: string }) => u.fullName)).toContain('Sanjay Kale');

    const again = await t.call('POST', hubsPath(hub.uuid, 'addHubOwner'), {
      token: t.adminToken,
      body: { ...person, authType: 'EMAIL_PASSWORD', email },
    });
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors).toEqual({ email: 'emailAlreadyUsed' });
  });

  it('adds an SMS manager, and an SMS owner who still needs an email', async () => {
    const { hub } = await hubWithManager(t, 'Sms Hub');
    const phoneNumber = `+91${String(Date.now()).slice(-9)}`;
    expect(
      (
        await t.call('POST', hubsPath(hub.uuid, 'addHubManager'), {
          token: t.adminToken,
          body: { ...person, authType: 'SMS', phoneNumber },
        })
      ).status,
    ).toBe(201);
    const taken = await t.call('POST', hubsPath(hub.uuid, 'addHubManager'), {
      token: t.adminToken,
      body: { ...person, authType: 'SMS', phoneNumber },
    });
    expect(taken.body.fieldErrors).toEqual({ phoneNumber: 'phoneAlreadyUsed' });
    const ownerNoEmail = await t.call('POST', hubsPath(hub.uuid, 'addHubOwner'), {
      token: t.adminToken,
      body: { ...person, authType: 'SMS', phoneNumber: '+919811111111' },
    });
    expect(ownerNoEmail.status).toBe(400);
    expect(ownerNoEmail.body.fieldErrors).toEqual({ email: 'validationRequired' });
    const owner = await t.call('POST', hubsPath(hub.uuid, 'addHubOwner'), {
      token: t.adminToken,
      body: {
        ...person,
        authType: 'SMS',
        phoneNumber: '+919811111111',
        email: `o.${Date.now()}@test.example`,
      },
    });
    expect(owner.status).toBe(201);
    expect(owner.body.role).toBe('ROLE_HUB_OWNER');
  });

  it('answers 400 with a key per field', async () => {
    const { hub } = await hubWithManager(t, 'Invalid Users Hub');
    const empty = await t.call('POST', hubsPath(hub.uuid, 'addHubManager'), {
      token: t.adminToken,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({
      gender: 'validationRequired',
      firstName: 'validationRequired',
      lastName: 'validationRequired',
      authType: 'validationRequired',
    });
    const long = await t.call('POST', hubsPath(hub.uuid, 'addHubManager'), {
      token: t.adminToken,
      body: {
        ...person,
        firstName: 'x'.repeat(129),
        lastName: 'y'.repeat(129),
        authType: 'EMAIL_PASSWORD',
        email: `${'e'.repeat(250)}@x.example`,
      },
    });
    expect(long.body.fieldErrors).toEqual({
      firstName: 'validationExceedsMaxLength',
      lastName: 'validationExceedsMaxLength',
      email: 'validationExceedsMaxLength',
    });
    const phone = async (phoneNumber: string | undefined) =>
      (
        await t.call('POST', hubsPath(hub.uuid, 'addHubManager'), {
          token: t.adminToken,
          body: { ...person, authType: 'SMS', phoneNumber },
        })
      ).body.fieldErrors;
    expect(await phone(undefined)).toEqual({ phoneNumber: 'validationRequired' });
    expect(await phone('919800000001')).toEqual({ phoneNumber: 'validationPhoneNumberPattern' });
    expect(await phone('+9198')).toEqual({ phoneNumber: 'validationPhoneNumberMinLength' });
    const noEmail = await t.call('POST', hubsPath(hub.uuid, 'addHubManager'), {
      token: t.adminToken,
      body: { ...person, authType: 'EMAIL_PASSWORD' },
    });
    expect(noEmail.body.fieldErrors).toEqual({ email: 'validationRequired' });
  });

  it('refuses an owner for a hub type without owners, and unknown hubs', async () => {
    const carrier = await t.call('POST', '/api/admin/companies/hubs', {
      token: t.adminToken,
      body: hubBody({ name: 'Carrier Hub', type: 'CARRIER', features: [] }),
    });
    expect(carrier.status).toBe(201);
    const refused = await t.call('POST', hubsPath(carrier.body.uuid, 'addHubOwner'), {
      token: t.adminToken,
      body: { ...person, authType: 'EMAIL_PASSWORD', email: `c.${Date.now()}@test.example` },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessageKey).toBe('hubOwnerNotAllowed');
    const manager = await t.call('POST', hubsPath(carrier.body.uuid, 'addHubManager'), {
      token: t.adminToken,
      body: { ...person, authType: 'EMAIL_PASSWORD', email: `cm.${Date.now()}@test.example` },
    });
    expect(manager.status).toBe(201);
    const missing = await t.call(
      'POST',
      hubsPath('00000000-0000-4000-8000-000000000000', 'addHubManager'),
      {
        token: t.adminToken,
        body: { ...person, authType: 'EMAIL_PASSWORD', email: 'm@test.example' },
      },
    );
    expect(missing.status).toBe(404);
  });
});

describe('collectors and tracked items', () => {
  it('generates, lists with filters, exports CSV and draws QR codes', async () => {
    const { hub } = await hubWithManager(t, 'Tracking Hub');
    const made = await t.call('POST', hubsPath(hub.uuid, 'generateCollectors'), {
      token: t.adminToken,
      body: { collectorsCount: '20', type: 'HOUSEHOLD' },
    });
    expect(made.status).toBe(200);
    expect(made.body.uuids).toHaveLength(20);
    await t.call('POST', hubsPath(hub.uuid, 'generateCollectors'), {
      token: t.adminToken,
      body: { collectorsCount: 2, type: 'COLLECTION_POINT' },
    });

    const byHub = [{ field: 'HUB_UUID', operator: 'EQUALS', value: hub.uuid }];
    const first = await t.call('GET', search('/api/admin/collectors', byHub), {
      token: t.adminToken,
    });
    expect(first.status).toBe(200);
    expect(first.body.pagination.total).toBe(22);
    expect(first.body.items).toHaveLength(16);
    // Newest batch first, each batch in tracking-number order.
    const numbers = first.body.items.map((c: { trackingNumber: string }) =>
      c.trackingNumber.slice(-6),
    );
    expect(numbers).toEqual([
      '000021',
      '000022',
      ...Array.from({ length: 14 }, (_, i) => String(i + 1).padStart(6, '0')),
    ]);
    const [row] = first.body.items;
    expect(row).toMatchObject({
      state: 'UNDEFINED',
      name: null,
      company: { uuid: hub.uuid, name: 'Tracking Hub' },
    });
    expect(row.trackingUrl).toBe(
      `${t.running.app.config.publicUrl}/identity/collector/${row.uuid}`,
    );
    expect(row.qrCode.directLink).toMatch(
      new RegExp(`^/files/qr/collector/${row.uuid}\\.png\\?exp=`),
    );

    const households = await t.call(
      'GET',
      search('/api/admin/collectors', [
        ...byHub,
        { field: 'TYPE', operator: 'EQUALS', value: 'HOUSEHOLD' },
        { field: 'STATE', operator: 'EQUALS', value: 'UNDEFINED' },
      ]),
      { token: t.adminToken },
    );
    expect(households.body.pagination.total).toBe(20);
    const number = households.body.items[0].trackingNumber as string;
    const one = await t.call(
      'GET',
      search('/api/admin/collectors', [
        ...byHub,
        { field: 'TRACKING_NUMBER', operator: 'CONTAINS', value: number.slice(-6).toLowerCase() },
      ]),
      { token: t.adminToken },
    );
    expect(one.body.items.map((c: { trackingNumber: string }) => c.trackingNumber)).toEqual([
      number,
    ]);

    const qr = await fetch(t.url + row.qrCode.directLink);
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toBe('image/png');
    expect((await fetch(t.url + row.qrCode.directLink.replace('sig=', 'sig=x'))).status).toBe(404);

    const csv = await fetch(`${t.url}/api/admin/collectors/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': t.adminToken },
      body: JSON.stringify({ filters: byHub }),
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="?collectors-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('trackingNumber,type,state,name,company,trackingUrl');
    expect(lines).toHaveLength(23);
  });

  it('tracked items carry a tracking URL and a state; hub users see only their own', async () => {
    const a = await hubWithManager(t, 'Items Hub A');
    const b = await hubWithManager(t, 'Items Hub B');
    const made = await t.call('POST', hubsPath(a.hub.uuid, 'generateTrackedItems'), {
      token: t.adminToken,
      body: { trackedItemsCount: 3, type: 'BALE' },
    });
    expect(made.status).toBe(200);
    const page = await t.call(
      'GET',
      search('/api/admin/trackedItems', [
        { field: 'HUB_UUID', operator: 'EQUALS', value: a.hub.uuid },
        { field: 'TYPE', operator: 'EQUALS', value: 'BALE' },
      ]),
      { token: t.adminToken },
    );
    expect(page.body.pagination.total).toBe(3);
    const item = page.body.items[0];
    expect(item).toMatchObject({
      type: 'BALE',
      state: 'UNASSIGNED',
      trackingUrl: `${t.running.app.config.publicUrl}/identity/tracked-item/${item.uuid}`,
    });
    expect(item.trackingNumber).toMatch(/^BALE-[0-9A-F]{4}-\d{6}$/);
    expect((await fetch(t.url + item.qrCode.directLink)).status).toBe(200);

    const own = await t.call('GET', `/api/trackedItems/${item.uuid}`, { token: a.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      uuid: item.uuid,
      state: 'UNASSIGNED',
      company: { uuid: a.hub.uuid },
    });
    expect((await t.call('GET', `/api/trackedItems/${item.uuid}`, { token: b.token })).status).toBe(
      404,
    );

    // POST /api/trackedItems/{uuid} (Document 2 §7; meaning in docs/decisions.md): the hub corrects an unassigned item's type.
    const retype = (body: unknown, token = a.token, uuid = item.uuid) =>
      t.call('POST', `/api/trackedItems/${uuid}`, { token, body });
    expect((await retype({})).body.fieldErrors).toEqual({ type: 'validationRequired' });
    expect((await retype({ type: 'SACK' }, b.token)).status).toBe(404);
    const retyped = await retype({ type: 'SACK' });
    expect(retyped.status).toBe(200);
    expect(retyped.body).toMatchObject({
      uuid: item.uuid,
      type: 'SACK',
      state: 'UNASSIGNED',
      company: { uuid: a.hub.uuid },
    });
    expect(
      (await t.call('GET', `/api/trackedItems/${item.uuid}`, { token: a.token })).body.type,
    ).toBe('SACK');
    await t.call('POST', `/api/trackedItems/${item.uuid}`, {
      token: a.token,
      body: { type: 'BALE' },
    });

    await t.call('POST', hubsPath(a.hub.uuid, 'generateCollectors'), {
      token: t.adminToken,
      body: { collectorsCount: 1, type: 'INDIVIDUAL' },
    });
    const collectors = await t.call(
      'GET',
      search('/api/admin/collectors', [
        { field: 'HUB_UUID', operator: 'EQUALS', value: a.hub.uuid },
      ]),
      { token: t.adminToken },
    );
    const collector = collectors.body.items[0];
    const mine = await t.call('GET', `/api/collectors/${collector.uuid}`, { token: a.token });
    expect(mine.body).toMatchObject({ uuid: collector.uuid, name: null, state: 'UNDEFINED' });
    // Document 2 §3: the hub app's collector carries its company and QR code, as the admin list does (issue 19.4).
    expect(mine.body).toMatchObject({
      company: { uuid: a.hub.uuid, name: collector.company.name },
      trackingUrl: collector.trackingUrl,
      createdAt: collector.createdAt,
    });
    expect((await fetch(t.url + mine.body.qrCode.directLink)).status).toBe(200);
    expect(
      (await t.call('GET', `/api/collectors/${collector.uuid}`, { token: b.token })).status,
    ).toBe(404);
    expect(
      (
        await t.call('GET', '/api/collectors/00000000-0000-4000-8000-000000000000', {
          token: a.token,
        })
      ).status,
    ).toBe(404);

    const csv = await fetch(`${t.url}/api/admin/trackedItems/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': t.adminToken },
      body: JSON.stringify({
        filters: [{ field: 'HUB_UUID', operator: 'EQUALS', value: a.hub.uuid }],
      }),
    });
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(4);
  });

  it('answers 400 with a key per field for generation', async () => {
    const { hub } = await hubWithManager(t, 'Generate Invalid Hub');
    const empty = await t.call('POST', hubsPath(hub.uuid, 'generateCollectors'), {
      token: t.adminToken,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({
      collectorsCount: 'validationRequired',
      type: 'validationRequired',
    });
    const tooMany = await t.call('POST', hubsPath(hub.uuid, 'generateTrackedItems'), {
      token: t.adminToken,
      body: { trackedItemsCount: '1000', type: 'CRATE' },
    });
    expect(tooMany.body.fieldErrors).toEqual({
      trackedItemsCount: 'validationExceedsMaxLength',
      type: 'validationRequired',
    });
    const zero = await t.call('POST', hubsPath(hub.uuid, 'generateTrackedItems'), {
      token: t.adminToken,
      body: { trackedItemsCount: 0, type: 'BAG' },
    });
    expect(zero.body.fieldErrors).toEqual({ trackedItemsCount: 'validationInvalid' });
  });
});

describe('marketplace and access', () => {
  it('publishes the hub stock and reads it back', async () => {
    const { hub, token } = await hubWithManager(t, 'Market Hub');
    const upload = await uploadPicture(
      t,
      token,
      '/api/fileUploads',
      await picture('scale-display-12-5-kg.png'),
      { latitude: '18.52', longitude: '73.85', accuracy: '12' },
    );
    for (const weight of ['12.5', '2.5']) {
      const done = await t.call('POST', '/api/collectedMaterials', {
        token,
        body: {
          registrationUnit: 'BAG',
          weight,
          materialType: 'PET_CLEAR',
          pictureFileUploadUuid: upload.body.uuid,
        },
      });
      expect(done.status).toBe(201);
    }
    const synced = await t.call('POST', hubsPath(hub.uuid, 'syncMarketplace'), {
      token: t.adminToken,
    });
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({
      hubUuid: hub.uuid,
      company: { name: 'Market Hub' },
      lines: [{ materialType: 'PET_CLEAR', quantity: 15, quantityUnit: 'KG' }],
    });
    const feed = await t.call('GET', `/api/marketplace/listings?hubUuid=${hub.uuid}`, {
      token: t.adminToken,
    });
    expect(feed.body).toEqual([synced.body]);
    expect((await t.call('GET', '/api/marketplace/listings', { token })).body).toEqual([
      synced.body,
    ]);
    const other = await hubWithManager(t, 'Other Market Hub');
    expect(
      (await t.call('GET', `/api/marketplace/listings?hubUuid=${hub.uuid}`, { token: other.token }))
        .body,
    ).toEqual([]);
  });

  it('syncs a hub again and again, each sync publishing the stock of its moment (issue 19.8)', async () => {
    const { hub, token } = await hubWithManager(t, 'Resync Hub');
    const upload = await uploadPicture(
      t,
      token,
      '/api/fileUploads',
      await picture('scale-display-12-5-kg.png'),
      { latitude: '18.52', longitude: '73.85' },
    );
    const bag = (weight: string) =>
      t.call('POST', '/api/collectedMaterials', {
        token,
        body: {
          registrationUnit: 'BAG',
          weight,
          materialType: 'PET_CLEAR',
          pictureFileUploadUuid: upload.body.uuid,
        },
      });
    const sync = () =>
      t.call('POST', hubsPath(hub.uuid, 'syncMarketplace'), { token: t.adminToken });
    expect((await bag('4')).status).toBe(201);
    expect((await sync()).body.lines).toEqual([
      { materialType: 'PET_CLEAR', quantity: 4, quantityUnit: 'KG' },
    ]);
    expect((await bag('6')).status).toBe(201);
    const second = await sync();
    expect(second.status).toBe(200);
    expect(second.body.lines).toEqual([
      { materialType: 'PET_CLEAR', quantity: 10, quantityUnit: 'KG' },
    ]);
    expect((await sync()).status).toBe(200);
  });

  it('every admin call answers 403 to hub users and 401 without a token', async () => {
    const { hub, token } = await hubWithManager(t, 'Guarded Tracking Hub');
    const calls: Array<[string, string]> = [
      ['POST', hubsPath(hub.uuid, 'addHubManager')],
      ['POST', hubsPath(hub.uuid, 'addHubOwner')],
      ['POST', hubsPath(hub.uuid, 'generateCollectors')],
      ['POST', hubsPath(hub.uuid, 'generateTrackedItems')],
      ['POST', hubsPath(hub.uuid, 'syncMarketplace')],
      ['GET', '/api/admin/collectors'],
      ['GET', '/api/admin/trackedItems'],
      ['POST', '/api/admin/collectors/export'],
      ['POST', '/api/admin/trackedItems/export'],
    ];
    for (const [method, path] of calls) {
      const body = method === 'POST' ? {} : undefined;
      expect((await t.call(method, path, { token, body })).status, path).toBe(403);
      expect((await t.call(method, path, { body })).status, path).toBe(401);
    }
    expect(
      (await t.call('GET', `/api/collectors/${hub.uuid}`, { token: t.adminToken })).status,
    ).toBe(403);
  });
});
