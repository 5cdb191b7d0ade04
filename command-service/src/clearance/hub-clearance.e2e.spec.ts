import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { generateFor, gradingHub } from '../grading/grading.fixtures';
import { hubOfType, truckFrom, uploadEvidence } from '../transports/transports.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const CLEARING = [
  'WASTE_BAG_REGISTRATION',
  'MATERIAL_SEGREGATION',
  'MATERIAL_CLEARANCE',
  'MASS_BALANCE_TRACKING',
  'EVENT_REVIEW',
];
const today = () => {
  const start = new Date();
  start.setUTCHours(0, 0, 0, 0);
  return `startDate=${encodeURIComponent(start.toISOString())}&endDate=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}`;
};
const bag = async (token: string, weight: string, materialType: string) => {
  const r = await t.call('POST', '/api/collectedMaterials', {
    token,
    body: {
      registrationUnit: 'BAG',
      weight,
      materialType,
      pictureFileUploadUuid: await uploadEvidence(t, token),
    },
  });
  expect(r.status).toBe(201);
};
const stockOf = async (hubUuid: string) =>
  Object.fromEntries(
    (
      await t.call('GET', `/api/admin/hubs/stock?hubUuid=${hubUuid}`, { token: t.adminToken })
    ).body.map((r: { materialType: string; quantity: number }) => [r.materialType, r.quantity]),
  );

describe('material clearances of a collection center (Document 3 §7)', () => {
  it('clears stock, weighs the truck, and the stock, mass balance, hub events and ongoing transports follow', async () => {
    const { hub, token } = await gradingHub(t, 'Clearing Center', { features: CLEARING });
    await bag(token, '30', 'PET_CLEAR');
    await bag(token, '12.5', 'HDPE_MIXED');
    expect((await t.call('GET', '/api/materialClearances/summary', { token })).body).toEqual({
      totalStock: 42.5,
      materialBreakdown: { PET_CLEAR: 30, HDPE_MIXED: 12.5 },
      totalStockUnit: 'KG',
    });

    const picture = await uploadEvidence(t, token);
    const partial = await t.call('POST', '/api/materialClearances', {
      token,
      body: {
        materialTypes: ['PET_CLEAR'],
        transporterLicensePlate: 'MH 12 AB 1234',
        partialClearance: true,
        estimatedWeight: '20',
        buyer: 'Bharat Polymers',
        pictureFileUploadUuid: picture,
      },
    });
    expect(partial.status).toBe(201);
    expect(partial.body).toMatchObject({
      kind: 'MATERIAL_CLEARANCE',
      state: 'LOADED',
      partialClearance: true,
      estimatedWeight: 20,
      stockTaken: [{ materialType: 'PET_CLEAR', quantity: 20 }],
      startedFrom: 'HUB_APP',
    });
    expect(await stockOf(hub.uuid)).toEqual({ PET_CLEAR: 10, HDPE_MIXED: 12.5 });
    const loaded = await t.call('GET', '/api/materialClearances?state=LOADED', { token });
    expect(loaded.body.map((c: { uuid: string }) => c.uuid)).toEqual([partial.body.uuid]);

    // More than what is left of its type cannot leave: the estimate, then the weighed weight.
    const tooMuch = await t.call('POST', '/api/materialClearances', {
      token,
      body: {
        materialTypes: ['PET_CLEAR'],
        transporterLicensePlate: 'P',
        partialClearance: true,
        estimatedWeight: '10.5',
        buyer: 'B',
        pictureFileUploadUuid: picture,
      },
    });
    expect(tooMuch.body.fieldErrors).toEqual({ estimatedWeight: 'validationMax' });
    const slip = await uploadEvidence(t, token);
    const over = await t.call('POST', `/api/materialClearances/${partial.body.uuid}/weigh`, {
      token,
      body: { weight: '30.5', weighSlipPictureFileUploadUuid: slip },
    });
    expect(over.body.fieldErrors).toEqual({ weight: 'validationMax' });

    const weighed = await t.call('POST', `/api/materialClearances/${partial.body.uuid}/weigh`, {
      token,
      body: {
        weight: '21',
        weighSlipPictureFileUploadUuid: slip,
        weighedAt: new Date().toISOString(),
      },
    });
    expect(weighed.status).toBe(200);
    expect(weighed.body).toMatchObject({
      state: 'IN_TRANSIT',
      weight: 21,
      ongoingTransportUuid: expect.any(String),
    });
    expect(await stockOf(hub.uuid)).toEqual({ PET_CLEAR: 9, HDPE_MIXED: 12.5 });
    expect((await t.call('GET', '/api/materialClearances?state=LOADED', { token })).body).toEqual(
      [],
    );
    expect(
      (
        await t.call('POST', `/api/materialClearances/${partial.body.uuid}/weigh`, {
          token,
          body: { weight: '21', weighSlipPictureFileUploadUuid: slip },
        })
      ).status,
    ).toBe(409);

    // FULL over two types empties both; the weighed weight is what the mass balance counts as cleared.
    const full = await t.call('POST', '/api/materialClearances', {
      token,
      body: {
        materialTypes: ['PET_CLEAR', 'HDPE_MIXED'],
        transporterLicensePlate: 'MH 12 CD 5678',
        partialClearance: false,
        buyer: 'Bharat Polymers',
        pictureFileUploadUuid: picture,
      },
    });
    expect(full.status).toBe(201);
    expect(await stockOf(hub.uuid)).toEqual({});
    await t.call('POST', `/api/materialClearances/${full.body.uuid}/weigh`, {
      token,
      body: { weight: '21.5', weighSlipPictureFileUploadUuid: slip },
    });
    const cleared = await t.call('GET', `/api/massBalance/overview?account=CLEARANCE&${today()}`, {
      token,
    });
    expect(cleared.body.total).toBe(42.5);
    expect(cleared.body.outputTypeBreakdown).toEqual([
      { materialType: 'PET_CLEAR', productType: null, quantityUnit: 'KG', weight: 30 },
      { materialType: 'HDPE_MIXED', productType: null, quantityUnit: 'KG', weight: 12.5 },
    ]);
    const none = await t.call('POST', '/api/materialClearances', {
      token,
      body: {
        materialTypes: ['PET_CLEAR'],
        transporterLicensePlate: 'P',
        partialClearance: false,
        buyer: 'B',
        pictureFileUploadUuid: picture,
      },
    });
    expect(none.body.errorMessageKey).toBe('noMaterialForClearance');

    // Each weighed clearance is a CLEARANCE hub event for review, and a truck others can register.
    const filters = encodeURIComponent(
      JSON.stringify([
        { field: 'HUB_UUID', operator: 'EQUALS', value: hub.uuid },
        { field: 'TYPE', operator: 'EQUALS', value: 'CLEARANCE' },
      ]),
    );
    const events = await t.call('GET', `/api/admin/hubEvents?filters=${filters}`, {
      token: t.adminToken,
    });
    expect(
      events.body.items
        .map((e: { weight: number; licensePlate: string; transitDestination: string }) => [
          e.weight,
          e.licensePlate,
          e.transitDestination,
        ])
        .sort(),
    ).toEqual([
      [21, 'MH 12 AB 1234', 'Bharat Polymers'],
      [21.5, 'MH 12 CD 5678', 'Bharat Polymers'],
    ]);
    const { token: recycler } = await hubOfType(
      t,
      'Buyer Recycler',
      'RECYCLER',
      ['TRUCK_LOAD_REGISTRATION'],
      { supplierUuids: [hub.uuid] },
    );
    const found = await t.call('POST', '/api/ongoingTransports/search', {
      token: recycler,
      body: { transporterLicensePlate: 'mh12cd5678' },
    });
    expect(found.body).toEqual([
      expect.objectContaining({
        owner: 'Clearing Center',
        materialTypes: ['PET_CLEAR', 'HDPE_MIXED'],
        weight: 21.5,
      }),
    ]);
  });

  it("answers 400 with a key per field, 404 for another hub's clearance and 403 for a hub type that does not clear stock", async () => {
    const { token } = await gradingHub(t, 'Clearing Center 2', { features: CLEARING });
    const empty = await t.call('POST', '/api/materialClearances', {
      token,
      body: {
        transporterLicensePlate: 'p'.repeat(101),
        partialClearance: true,
        estimatedWeight: '12345678901',
      },
    });
    expect(empty.body.fieldErrors).toEqual({
      materialTypes: 'validationRequired',
      transporterLicensePlate: 'validationExceedsMaxLength',
      estimatedWeight: 'validationExceedsMaxLength',
      buyer: 'validationRequired',
    });
    const partialWithout = await t.call('POST', '/api/materialClearances', {
      token,
      body: {
        materialTypes: ['PET_CLEAR', 'PET_CLEAR'],
        transporterLicensePlate: 'P',
        partialClearance: true,
        buyer: 'B',
        pictureFileUploadUuid: await uploadEvidence(t, token),
      },
    });
    expect(partialWithout.body.fieldErrors).toMatchObject({
      materialTypes: 'validationInvalid',
      estimatedWeight: 'validationRequired',
    });
    const weigh = await t.call(
      'POST',
      '/api/materialClearances/00000000-0000-4000-8000-000000000000/weigh',
      { token, body: {} },
    );
    expect(weigh.body.fieldErrors).toEqual({
      weight: 'validationRequired',
      weighSlipPictureFileUploadUuid: 'validationRequired',
    });

    const { token: otherToken } = await gradingHub(t, 'Clearing Center 3', { features: CLEARING });
    await bag(otherToken, '5', 'PET_CLEAR');
    const other = await t.call('POST', '/api/materialClearances', {
      token: otherToken,
      body: {
        materialTypes: ['PET_CLEAR'],
        transporterLicensePlate: 'P',
        partialClearance: false,
        buyer: 'B',
        pictureFileUploadUuid: await uploadEvidence(t, otherToken),
      },
    });
    const foreign = await t.call('POST', `/api/materialClearances/${other.body.uuid}/weigh`, {
      token,
      body: { weight: '5', weighSlipPictureFileUploadUuid: await uploadEvidence(t, token) },
    });
    expect(foreign.status).toBe(404);
    expect(
      (await t.call('POST', '/api/materialClearances/not-an-id/weigh', { token, body: {} })).status,
    ).toBe(404);

    const { token: carrier } = await hubOfType(t, 'Clearing Carrier', 'CARRIER', [
      'MATERIAL_CLEARANCE',
      'MATERIAL_DISPATCH',
    ]);
    const refused = await t.call('POST', '/api/materialClearances', {
      token: carrier,
      body: {
        materialTypes: ['PET_CLEAR'],
        transporterLicensePlate: 'P',
        partialClearance: false,
        buyer: 'B',
        pictureFileUploadUuid: await uploadEvidence(t, carrier),
      },
    });
    expect(refused.status).toBe(403);
    expect(
      (await t.call('GET', '/api/materialClearances/summary', { token: carrier })).status,
    ).toBe(403);
    expect((await t.call('GET', '/api/clearances/overview', { token: carrier })).status).toBe(403);
    expect(
      (await t.call('GET', '/api/handlingCenterMaterials/clearanceOverview', { token: carrier }))
        .status,
    ).toBe(403);
  });
});

describe('clearance transports (recycler) and handling center clearances', () => {
  it('a recycler loads its output stock on a clearance transport and weighs it', async () => {
    const bankSampah = { uuid: randomUUID(), name: 'Bank Sampah' };
    const { token } = await hubOfType(
      t,
      'Clearing Recycler',
      'RECYCLER',
      ['TRUCK_LOAD_REGISTRATION', 'MATERIAL_SEGREGATION', 'MATERIAL_CLEARANCE'],
      { segregationOutputMaterialTypes: ['PET_CLEAR'], supplierUuids: [bankSampah.uuid] },
    );
    expect((await t.call('GET', '/api/clearances/overview', { token })).body).toEqual({
      quantityUnit: 'KG',
      segregationOutputMaterialBagsCount: 0,
      materialTotal: 0,
      formattedMaterialTotal: '0.00',
      materialBreakdown: {},
      literTotal: 0,
    });
    const picture = await uploadEvidence(t, token);
    const start = (body: Record<string, unknown>) =>
      t.call('POST', '/api/clearanceTransports', { token, body });
    expect(
      (
        await start({
          transporterLicensePlate: 'B 1234 XY',
          buyer: 'Eco Pellets',
          transporterPictureFileUploadUuid: picture,
        })
      ).body.errorMessageKey,
    ).toBe('noMaterialForClearance');
    const incoming = await truckFrom(
      t,
      bankSampah,
      'COLLECTION_CENTER',
      'B 9 IN',
      ['PET_CLEAR'],
      800,
    );
    const load = await t.call('POST', '/api/registeredMaterials', {
      token,
      body: {
        weight: '800',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: picture,
        ongoingTransportUuid: incoming,
      },
    });
    expect(load.body).toMatchObject({ uuid: expect.any(String) });
    expect((await t.call('GET', '/api/clearances/overview', { token })).body).toMatchObject({
      materialTotal: 800,
      formattedMaterialTotal: '800.00',
      materialBreakdown: { PET_CLEAR: 800 },
    });

    // The plate and picture the hub's settings ask for are checked once the body is well-formed.
    expect((await start({})).body.fieldErrors).toEqual({ buyer: 'validationRequired' });
    expect((await start({ buyer: 'B' })).body.fieldErrors).toEqual({
      transporterLicensePlate: 'validationRequired',
      transporterPictureFileUploadUuid: 'validationRequired',
    });
    const started = await start({
      transporterLicensePlate: 'B 1234 XY',
      buyer: 'Eco Pellets',
      transporterPictureFileUploadUuid: picture,
    });
    expect(started.body).toMatchObject({
      kind: 'CLEARANCE_TRANSPORT',
      state: 'LOADED',
      materialTypes: ['PET_CLEAR'],
      stockTaken: [{ materialType: 'PET_CLEAR', quantity: 800 }],
    });
    expect(
      (await t.call('GET', '/api/clearanceTransports?state=LOADED', { token })).body,
    ).toHaveLength(1);
    expect((await t.call('GET', '/api/materialClearances?state=LOADED', { token })).body).toEqual(
      [],
    );
    expect(
      (
        await t.call('POST', `/api/materialClearances/${started.body.uuid}/weigh`, {
          token,
          body: { weight: '790', weighSlipPictureFileUploadUuid: picture },
        })
      ).status,
    ).toBe(404);
    const weighed = await t.call('POST', `/api/clearanceTransports/${started.body.uuid}/weigh`, {
      token,
      body: { weight: '790', weighSlipPictureFileUploadUuid: picture },
    });
    expect(weighed.body).toMatchObject({ state: 'IN_TRANSIT', weight: 790 });
    expect((await t.call('GET', '/api/clearanceTransports?state=LOADED', { token })).body).toEqual(
      [],
    );

    const { token: center } = await gradingHub(t, 'Not A Recycler', { features: CLEARING });
    expect(
      (
        await t.call('POST', '/api/clearanceTransports', {
          token: center,
          body: {
            transporterLicensePlate: 'P',
            buyer: 'B',
            transporterPictureFileUploadUuid: await uploadEvidence(t, center),
          },
        })
      ).status,
    ).toBe(403);
  });

  it('a handling center clears chosen material types and weighs without a time', async () => {
    const somewhere = { uuid: randomUUID(), name: 'Somewhere' };
    const { token } = await hubOfType(
      t,
      'Clearing Handling',
      'MATERIAL_HANDLING_CENTER',
      ['MATERIAL_REGISTRATION', 'MATERIAL_CLEARANCE'],
      { supplierUuids: [somewhere.uuid] },
    );
    const truck = await truckFrom(
      t,
      somewhere,
      'COLLECTION_CENTER',
      'KA 01 HC 1',
      ['CARDBOARD'],
      400,
    );
    const registered = await t.call('POST', '/api/handlingCenterMaterials', {
      token,
      body: {
        transportOwner: 'Own',
        ongoingTransportUuid: truck,
        weight: '400',
        pictureFileUploadUuid: await uploadEvidence(t, token),
      },
    });
    expect(registered.body).toMatchObject({ uuid: expect.any(String) });
    expect(
      (await t.call('GET', '/api/handlingCenterMaterials/clearanceOverview', { token })).body,
    ).toEqual({
      registeredUnitsCount: 1,
      materialTypes: ['CARDBOARD'],
      materialBreakdown: { CARDBOARD: 400 },
      quantityUnit: 'KG',
    });

    const start = (body: Record<string, unknown>) =>
      t.call('POST', '/api/handlingCenterMaterialClearances', { token, body });
    expect((await start({ materialTypes: [] })).body.fieldErrors).toEqual({
      materialTypes: 'validationRequired',
      buyer: 'validationRequired',
    });
    const picture = await uploadEvidence(t, token);
    expect(
      (
        await start({
          materialTypes: ['GLASS_CLEAR'],
          transporterLicensePlate: 'P',
          buyer: 'B',
          transporterPictureFileUploadUuid: picture,
        })
      ).body.errorMessageKey,
    ).toBe('noMaterialForClearance');
    const started = await start({
      materialTypes: ['CARDBOARD'],
      transporterLicensePlate: 'KA 02 OUT 7',
      buyer: 'Cimento Verde',
      transporterPictureFileUploadUuid: picture,
    });
    expect(started.status).toBe(201);
    expect(
      (await t.call('GET', '/api/handlingCenterMaterialClearances/loaded', { token })).body.map(
        (c: { uuid: string }) => c.uuid,
      ),
    ).toEqual([started.body.uuid]);
    expect(
      (await t.call('GET', '/api/handlingCenterMaterials/clearanceOverview', { token })).body,
    ).toMatchObject({ registeredUnitsCount: 0, materialTypes: [] });
    const weighed = await t.call(
      'POST',
      `/api/handlingCenterMaterialClearances/${started.body.uuid}/weigh`,
      {
        token,
        body: { weight: '395', weighSlipPictureFileUploadUuid: picture, weighedAt: 'ignored' },
      },
    );
    expect(weighed.body).toMatchObject({ state: 'IN_TRANSIT', weight: 395 });
    expect(
      (await t.call('GET', '/api/handlingCenterMaterialClearances/loaded', { token })).body,
    ).toEqual([]);
  });
});

describe('material clearance units', () => {
  it('output bags with a QR card gather in an IN_PROGRESS unit that one partial clearance takes', async () => {
    const { hub, token } = await gradingHub(t, 'Unit Center', { features: CLEARING });
    const [item1, item2] = await generateFor(t, hub.uuid, 'TRACKED_ITEM', 2);
    await bag(token, '20', 'PET_CLEAR');
    const unit = (await t.call('POST', '/api/collectedMaterials/grade', { token, body: {} })).body
      .uuid as string;
    for (const [weight, trackedItemUuid] of [
      ['8', item1],
      ['6.5', item2],
      ['4', null],
    ]) {
      const r = await t.call('POST', `/api/segregationUnits/${unit}/outputMaterialBags`, {
        token,
        body: {
          weight,
          materialType: 'PET_CLEAR',
          pictureFileUploadUuid: await uploadEvidence(t, token),
          trackedItemUuid,
        },
      });
      expect(r.status).toBe(201);
    }
    const units = await t.call('GET', '/api/materialClearanceUnits?state=IN_PROGRESS', { token });
    expect(units.body).toEqual([
      expect.objectContaining({
        state: 'IN_PROGRESS',
        materialType: 'PET_CLEAR',
        weight: 14.5,
        inputTrackedItemsCount: 2,
        quantityUnit: 'KG',
        createdAt: expect.any(String),
      }),
    ]);
    const unitUuid = units.body[0].uuid as string;
    const body = (over: Record<string, unknown> = {}) => ({
      materialTypes: ['PET_CLEAR'],
      transporterLicensePlate: 'MH 12 UN 1',
      partialClearance: true,
      estimatedWeight: '14.5',
      buyer: 'B',
      materialClearanceUnitUuid: unitUuid,
      ...over,
    });
    const picture = await uploadEvidence(t, token);
    expect(
      (
        await t.call('POST', '/api/materialClearances', {
          token,
          body: body({ partialClearance: false, pictureFileUploadUuid: picture }),
        })
      ).body.fieldErrors,
    ).toEqual({ partialClearance: 'validationInvalid' });
    expect(
      (
        await t.call('POST', '/api/materialClearances', {
          token,
          body: body({ materialClearanceUnitUuid: randomUUID(), pictureFileUploadUuid: picture }),
        })
      ).status,
    ).toBe(404);
    const cleared = await t.call('POST', '/api/materialClearances', {
      token,
      body: body({ pictureFileUploadUuid: picture }),
    });
    expect(cleared.body).toMatchObject({
      state: 'LOADED',
      materialClearanceUnitUuid: unitUuid,
      stockTaken: [{ materialType: 'PET_CLEAR', quantity: 14.5 }],
    });
    // The unit's bags left on the truck: their tracked items are IN_TRANSIT (docs/decisions.md).
    for (const item of [item1, item2])
      expect((await t.call('GET', `/api/trackedItems/${item}`, { token })).body.state).toBe(
        'IN_TRANSIT',
      );
    expect(
      (await t.call('GET', '/api/materialClearanceUnits?state=IN_PROGRESS', { token })).body,
    ).toEqual([]);
    expect(
      (
        await t.call('GET', '/api/materialClearanceUnits?state=CLEARANCE_FINISHED', { token })
      ).body.map((u: { uuid: string }) => u.uuid),
    ).toEqual([unitUuid]);
    expect(
      (
        await t.call('POST', '/api/materialClearances', {
          token,
          body: body({ pictureFileUploadUuid: picture }),
        })
      ).status,
    ).toBe(409);
    expect((await t.call('GET', '/api/materialClearanceUnits?state=X', { token })).status).toBe(
      400,
    );

    const { token: other } = await gradingHub(t, 'Unit Center 2', { features: CLEARING });
    await bag(other, '20', 'PET_CLEAR');
    expect(
      (await t.call('GET', '/api/materialClearanceUnits?state=IN_PROGRESS', { token: other })).body,
    ).toEqual([]);
    expect(
      (
        await t.call('POST', '/api/materialClearances', {
          token: other,
          body: body({ pictureFileUploadUuid: await uploadEvidence(t, other) }),
        })
      ).status,
    ).toBe(404);
  });

  it('a full clearance takes the tracked items of its type; removing its hub event gives the stock, the mass balance and the items back', async () => {
    const { hub, token } = await gradingHub(t, 'Removal Center', { features: CLEARING });
    const [item1, item2] = await generateFor(t, hub.uuid, 'TRACKED_ITEM', 2);
    await bag(token, '20', 'PET_CLEAR');
    const unit = (await t.call('POST', '/api/collectedMaterials/grade', { token, body: {} })).body
      .uuid as string;
    for (const [weight, materialType, trackedItemUuid] of [
      ['12', 'PET_CLEAR', item1],
      ['7', 'HDPE_MIXED', item2],
    ]) {
      const r = await t.call('POST', `/api/segregationUnits/${unit}/outputMaterialBags`, {
        token,
        body: {
          weight,
          materialType,
          pictureFileUploadUuid: await uploadEvidence(t, token),
          trackedItemUuid,
        },
      });
      expect(r.status).toBe(201);
    }
    const stateOf = async (item: string) =>
      (await t.call('GET', `/api/trackedItems/${item}`, { token })).body.state as string;
    const full = await t.call('POST', '/api/materialClearances', {
      token,
      body: {
        materialTypes: ['PET_CLEAR'],
        transporterLicensePlate: 'MH 12 RM 1',
        partialClearance: false,
        buyer: 'B',
        pictureFileUploadUuid: await uploadEvidence(t, token),
      },
    });
    expect(full.status).toBe(201);
    expect([await stateOf(item1), await stateOf(item2)]).toEqual(['IN_TRANSIT', 'SORTED']);
    expect(await stockOf(hub.uuid)).toEqual({ HDPE_MIXED: 7 });
    const weighed = await t.call('POST', `/api/materialClearances/${full.body.uuid}/weigh`, {
      token,
      body: { weight: '11.5', weighSlipPictureFileUploadUuid: await uploadEvidence(t, token) },
    });
    expect(weighed.status).toBe(200);
    expect(
      (await t.call('GET', `/api/massBalance/overview?account=CLEARANCE&${today()}`, { token }))
        .body.total,
    ).toBe(11.5);

    const removed = await t.call('POST', `/api/admin/hubEvents/${full.body.uuid}/remove`, {
      token: t.adminToken,
      body: { comment: 'registered twice' },
    });
    expect(removed.status).toBe(200);
    expect(await stockOf(hub.uuid)).toEqual({ PET_CLEAR: 12, HDPE_MIXED: 7 });
    expect(
      (await t.call('GET', `/api/massBalance/overview?account=CLEARANCE&${today()}`, { token }))
        .body.total,
    ).toBe(0);
    expect(await stateOf(item1)).toBe('SORTED');
    // The stock is clearable again, item and all.
    const again = await t.call('POST', '/api/materialClearances', {
      token,
      body: {
        materialTypes: ['PET_CLEAR'],
        transporterLicensePlate: 'MH 12 RM 2',
        partialClearance: false,
        buyer: 'B',
        pictureFileUploadUuid: await uploadEvidence(t, token),
      },
    });
    expect(again.body.stockTaken).toEqual([
      expect.objectContaining({ materialType: 'PET_CLEAR', quantity: 12 }),
    ]);
    expect(await stateOf(item1)).toBe('IN_TRANSIT');
  });
});
