import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubStockRow, MaterialPrice } from '@cairn/contracts';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { hubBody, startTestApp, type TestApp } from '../../test/harness/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("a hub's price list values its stock in the hub's currency", () => {
  it('keeps history, prices stock rows with the price in effect today, and refuses bad input', async () => {
    const { hub, token } = await hubWithManager(t, 'Priced Hub');
    const upload = await uploadPicture(
      t,
      token,
      '/api/fileUploads',
      await picture('scale-display-12-5-kg.png'),
    );
    await t.call('POST', '/api/collectedMaterials', {
      token,
      body: {
        registrationUnit: 'BAG',
        weight: '12.5',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: upload.body.uuid,
      },
    });
    const prices = `/api/admin/companies/hubs/${hub.uuid}/prices`;
    const set = (body: object, as = t.adminToken) => t.call('POST', prices, { token: as, body });
    expect(
      (await set({ materialType: 'PET_CLEAR', price: '20', effectiveFrom: day(-10) })).status,
    ).toBe(201);
    // A correction of that day, a later price in effect now, and one that starts tomorrow.
    await set({ materialType: 'PET_CLEAR', price: '21', effectiveFrom: day(-10) });
    await set({ materialType: 'PET_CLEAR', price: '24,5', effectiveFrom: day(-1) });
    await set({ materialType: 'PET_CLEAR', price: 99, effectiveFrom: day(1) });

    const history = (await t.call('GET', prices, { token: t.adminToken })).body as MaterialPrice[];
    expect(history.map((p) => [p.effectiveFrom, p.price, p.currency])).toEqual([
      [day(1), 99, 'INR'],
      [day(-1), 24.5, 'INR'],
      [day(-10), 21, 'INR'],
      [day(-10), 20, 'INR'],
    ]);
    expect(history[0].setBy?.name).toBeTruthy();

    const stock = async () =>
      (await t.call('GET', `/api/admin/hubs/stock?hubUuid=${hub.uuid}`, { token: t.adminToken }))
        .body as HubStockRow[];
    expect((await stock())[0]).toMatchObject({
      materialType: 'PET_CLEAR',
      quantity: 12.5,
      price: 24.5,
      value: 306.25,
      currency: 'INR',
    });
    const csv = await t.call('POST', `/api/admin/hubs/stock/export?hubUuid=${hub.uuid}`, {
      token: t.adminToken,
    });
    expect(csv.body as string).toContain('Priced Hub,PET_CLEAR,12.5,KG,24.5,INR,0,0,306.25');

    // The hub changes currency: a price in rupees is no price in euros (money is not converted).
    const current = (
      await t.call('GET', `/api/admin/companies/hubs/${hub.uuid}`, {
        token: t.adminToken,
      })
    ).body;
    const { firstUser: _f, ...fields } = hubBody({ name: 'Priced Hub' });
    await t.call('POST', `/api/admin/companies/hubs/${hub.uuid}`, {
      token: t.adminToken,
      body: { ...fields, features: current.features, currency: 'EUR', firstUser: null },
    });
    expect((await stock())[0]).toMatchObject({ price: null, value: null, currency: 'EUR' });
    await set({ materialType: 'PET_CLEAR', price: '0.3', effectiveFrom: day(0) });
    expect((await stock())[0]).toMatchObject({ price: 0.3, value: 3.75, currency: 'EUR' });

    const bad = await set({ materialType: 'NOPE', price: '-1', effectiveFrom: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      materialType: 'validationRequired',
      price: 'validationMin',
      effectiveFrom: 'validationInvalid',
    });
    expect((await t.call('GET', prices, { token: t.adminToken })).body).toHaveLength(5);
    expect(
      (await set({ materialType: 'PET_CLEAR', price: 1, effectiveFrom: day(0) }, token)).status,
    ).toBe(403);
    expect(
      (
        await t.call(
          'GET',
          '/api/admin/companies/hubs/00000000-0000-4000-8000-000000000404/prices',
          {
            token: t.adminToken,
          },
        )
      ).status,
    ).toBe(404);
  });
});
