import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { startTestApp, type TestApp } from '../../test/harness/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

describe('hub stock', () => {
  it('answers stock per hub and material, one hub or all, and exports it', async () => {
    const { hub, token } = await hubWithManager(t, 'Stock Hub');
    for (const [weight, materialType] of [
      ['12.5', 'PET_CLEAR'],
      ['1500', 'PET_CLEAR'],
      ['0.75', 'HDPE_MIXED'],
    ]) {
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
          weight,
          materialType,
          pictureFileUploadUuid: upload.body.uuid,
        },
      });
      expect(done.status).toBe(201);
    }
    const one = await t.call('GET', `/api/admin/hubs/stock?hubUuid=${hub.uuid}`, {
      token: t.adminToken,
    });
    expect(one.body).toEqual([
      {
        hubUuid: hub.uuid,
        hubName: 'Stock Hub',
        materialType: 'PET_CLEAR',
        quantity: 1512.5,
        quantityUnit: 'KG',
        price: null,
        value: null,
        currency: 'INR',
        baleCount: 0,
        flaggedQuantity: 0,
      },
      {
        hubUuid: hub.uuid,
        hubName: 'Stock Hub',
        materialType: 'HDPE_MIXED',
        quantity: 0.75,
        quantityUnit: 'KG',
        price: null,
        value: null,
        currency: 'INR',
        baleCount: 0,
        flaggedQuantity: 0,
      },
    ]);
    const all = await t.call('GET', '/api/admin/hubs/stock', { token: t.adminToken });
    expect(all.body).toEqual(expect.arrayContaining(one.body));

    expect(
      (await t.call('GET', '/api/admin/hubs/stock?hubUuid=nope', { token: t.adminToken })).body
        .fieldErrors,
    ).toEqual({ hubUuid: 'validationInvalid' });
    expect(
      (
        await t.call('GET', '/api/admin/hubs/stock?hubUuid=00000000-0000-4000-8000-000000000404', {
          token: t.adminToken,
        })
      ).status,
    ).toBe(404);
    expect((await t.call('GET', '/api/admin/hubs/stock', { token })).status).toBe(403);
    expect(
      (await t.call('POST', `/api/admin/hubs/stock/export?hubUuid=${hub.uuid}`, { token })).status,
    ).toBe(403);

    const file = await t.call('POST', `/api/admin/hubs/stock/export?hubUuid=${hub.uuid}`, {
      token: t.adminToken,
    });
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="hub-stock-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(
      (file.body as string)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'hub,materialType,quantity,quantityUnit,price,currency,baleCount,flaggedQuantity,value',
      'Stock Hub,PET_CLEAR,1512.5,KG,,INR,0,0,',
      'Stock Hub,HDPE_MIXED,0.75,KG,,INR,0,0,',
    ]);
  });
});
