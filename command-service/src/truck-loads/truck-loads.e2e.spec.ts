import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { hubOfType, truckFrom, uploadEvidence } from '../transports/transports.fixtures';
import { recyclerHub } from './recycler.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const hubEvents = async (hubUuid: string) => {
  const filters = JSON.stringify([{ field: 'HUB_UUID', operator: 'EQUALS', value: hubUuid }]);
  return (
    await t.call(
      'GET',
      `/api/admin/hubEvents?page=0&size=50&filters=${encodeURIComponent(filters)}`,
      { token: t.adminToken },
    )
  ).body.items as Array<Record<string, unknown>>;
};
const DAY = { start: '2000-01-01T00:00:00.000Z', end: '2100-01-01T00:00:00.000Z' };
const mass = async (token: string, kind: 'overview' | 'clearable', account: string) =>
  (
    await t.call(
      'GET',
      `/api/massBalance/${kind}?account=${account}&startDate=${DAY.start}&endDate=${DAY.end}`,
      { token },
    )
  ).body;

describe("a recycler's truck loads over HTTP", () => {
  it("registers both material types of a supplier's transport, lists and sums them; each is a hub event", async () => {
    const cc = await hubOfType(t, 'Supplier CC', 'COLLECTION_CENTER', ['WASTE_BAG_REGISTRATION']);
    const r = await recyclerHub(t, 'Recycler One', { supplierUuids: [cc.hub.uuid] });
    const truck = await truckFrom(
      t,
      cc.hub,
      'COLLECTION_CENTER',
      'MH 12 TL 1',
      ['PET_CLEAR', 'HDPE_MIXED'],
      900,
    );
    const pictureFileUploadUuid = await uploadEvidence(t, r.token);
    const base = {
      weight: '500',
      pictureFileUploadUuid,
      ongoingTransportUuid: truck,
      weighedAt: '2026-03-01T09:30:00.000Z',
      internalId: 'IN-1',
    };

    expect(
      (await t.call('POST', '/api/registeredMaterials/', { token: r.token, body: base })).body
        .fieldErrors,
    ).toEqual({ materialType: 'validationRequired' });
    const first = await t.call('POST', '/api/registeredMaterials/', {
      token: r.token,
      body: { ...base, materialType: 'PET_CLEAR' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      ongoingTransportUuid: truck,
      remainingMaterialTypes: ['HDPE_MIXED'],
    });
    const second = await t.call('POST', '/api/registeredMaterials', {
      token: r.token,
      body: { ...base, weight: '380.5' },
    });
    expect(second.body.remainingMaterialTypes).toEqual([]);
    expect(
      (await t.call('GET', `/api/ongoingTransports/${truck}`, { token: r.token })).body.state,
    ).toBe('DELIVERED');

    const ofTransport = await t.call('GET', `/api/registeredMaterials/ongoingTransport/${truck}`, {
      token: r.token,
    });
    expect(ofTransport.body.map((m: { materialType: string }) => m.materialType)).toEqual([
      'PET_CLEAR',
      'HDPE_MIXED',
    ]);
    expect(ofTransport.body[0]).toMatchObject({
      licensePlate: 'MH 12 TL 1',
      supplier: 'Supplier CC',
      internalId: 'IN-1',
      formattedWeight: '500.00',
      quantityUnit: 'KG',
    });
    expect((await t.call('GET', '/api/registeredMaterials', { token: r.token })).body).toHaveLength(
      2,
    );
    expect(
      (await t.call('GET', '/api/registeredMaterials/truckLoadsSummary', { token: r.token })).body,
    ).toEqual({
      truckLoadsCount: 2,
      formattedRegisteredTotal: '880.50',
      formattedGradingTotal: '0.00',
      formattedProcessingTotal: '0.00',
      materialTypeBreakdown: { PET_CLEAR: 500, HDPE_MIXED: 380.5 },
      quantityUnit: 'KG',
    });
    const events = await hubEvents(r.hub.uuid);
    expect(events.map((e) => [e.type, e.registrationUnit, e.weight])).toEqual(
      expect.arrayContaining([
        ['REGISTRATION', 'TRUCK_LOAD', 500],
        ['REGISTRATION', 'TRUCK_LOAD', 380.5],
      ]),
    );
    expect((await mass(r.token, 'overview', 'REGISTRATION')).total).toBe(880.5);
    const stock = await t.call('GET', `/api/admin/hubs/stock?hubUuid=${r.hub.uuid}`, {
      token: t.adminToken,
    });
    expect(
      stock.body.map((l: { materialType: string; quantity: number }) => [
        l.materialType,
        l.quantity,
      ]),
    ).toEqual([
      ['PET_CLEAR', 500],
      ['HDPE_MIXED', 380.5],
    ]);
  });

  it('an unregistered supplier needs plate and supplier; every field answers its key', async () => {
    const r = await recyclerHub(t, 'Recycler Two');
    const pictureFileUploadUuid = await uploadEvidence(t, r.token);
    const bad = await t.call('POST', '/api/registeredMaterials', {
      token: r.token,
      body: {
        weight: '12345678901',
        licensePlate: 'x'.repeat(101),
        materialType: 'NOPE',
        pictureFileUploadUuid: 'nope',
        ongoingTransportUuid: 'x',
        weighedAt: 'yesterday',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      weight: 'validationExceedsMaxLength',
      licensePlate: 'validationExceedsMaxLength',
      materialType: 'validationInvalid',
      pictureFileUploadUuid: 'validationInvalid',
      ongoingTransportUuid: 'validationInvalid',
      weighedAt: 'validationInvalid',
    });
    expect(
      (await t.call('POST', '/api/registeredMaterials', { token: r.token, body: {} })).body
        .fieldErrors,
    ).toEqual({ weight: 'validationRequired', pictureFileUploadUuid: 'validationRequired' });
    expect(
      (
        await t.call('POST', '/api/registeredMaterials', {
          token: r.token,
          body: { weight: '0', pictureFileUploadUuid },
        })
      ).body.fieldErrors,
    ).toEqual({ weight: 'validationMin' });
    expect(
      (
        await t.call('POST', '/api/registeredMaterials', {
          token: r.token,
          body: { weight: '10', pictureFileUploadUuid, materialType: 'PET_CLEAR' },
        })
      ).body.fieldErrors,
    ).toEqual({ licensePlate: 'validationRequired', supplier: 'validationRequired' });
    const own = await t.call('POST', '/api/registeredMaterials', {
      token: r.token,
      body: {
        weight: '10',
        pictureFileUploadUuid,
        materialType: 'PET_CLEAR',
        licensePlate: 'KA 01',
        supplier: 'Local dealer',
      },
    });
    expect(own.status).toBe(201);
    const strict = await recyclerHub(t, 'Recycler Strict', { allowUnregisteredSuppliers: false });
    const strictPicture = await uploadEvidence(t, strict.token);
    expect(
      (
        await t.call('POST', '/api/registeredMaterials', {
          token: strict.token,
          body: {
            weight: '10',
            pictureFileUploadUuid: strictPicture,
            materialType: 'PET_CLEAR',
            licensePlate: 'KA 01',
            supplier: 'x',
          },
        })
      ).body.fieldErrors,
    ).toEqual({ ongoingTransportUuid: 'validationRequired' });
    // Another hub's picture is refused; another hub's truck load is not found; a collection center may not (403).
    expect(
      (
        await t.call('POST', '/api/registeredMaterials', {
          token: strict.token,
          body: { weight: '10', pictureFileUploadUuid, materialType: 'PET_CLEAR' },
        })
      ).body.fieldErrors,
    ).toEqual({ pictureFileUploadUuid: 'validationInvalid' });
    expect(
      (
        await t.call('POST', `/api/registeredMaterials/${own.body.uuid}/grade`, {
          token: strict.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('POST', `/api/registeredMaterials/${own.body.uuid}/process`, {
          token: strict.token,
        })
      ).status,
    ).toBe(404);
    const cc = await hubOfType(t, 'Not a recycler', 'COLLECTION_CENTER', [
      'WASTE_BAG_REGISTRATION',
      'TRUCK_LOAD_REGISTRATION',
    ]);
    const ccPicture = await uploadEvidence(t, cc.token);
    expect(
      (
        await t.call('POST', '/api/registeredMaterials', {
          token: cc.token,
          body: {
            weight: '10',
            pictureFileUploadUuid: ccPicture,
            materialType: 'PET_CLEAR',
            licensePlate: 'a',
            supplier: 'b',
          },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.call('POST', `/api/registeredMaterials/${own.body.uuid}/grade`, { token: cc.token }))
        .status,
    ).toBe(403);
    expect(
      (
        await t.call('POST', '/api/massBalance/grading/start', {
          token: cc.token,
          body: { materialType: 'PET_CLEAR' },
        })
      ).status,
    ).toBe(403);
    const unknownTransport = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await t.call('GET', `/api/registeredMaterials/ongoingTransport/${unknownTransport}`, {
          token: r.token,
        })
      ).status,
    ).toBe(404);
  });

  it('grades a truck load, or every ungraded load of a material from the mass balance', async () => {
    const r = await recyclerHub(t, 'Recycler Three');
    const pictureFileUploadUuid = await uploadEvidence(t, r.token);
    const body = { pictureFileUploadUuid, licensePlate: 'KA 02', supplier: 'Dealer' };
    const a = (
      await t.call('POST', '/api/registeredMaterials', {
        token: r.token,
        body: { ...body, weight: '200', materialType: 'PET_CLEAR' },
      })
    ).body.uuid;
    await t.call('POST', '/api/registeredMaterials', {
      token: r.token,
      body: { ...body, weight: '100', materialType: 'HDPE_MIXED' },
    });
    await t.call('POST', '/api/registeredMaterials', {
      token: r.token,
      body: { ...body, weight: '50', materialType: 'HDPE_MIXED' },
    });

    const unit = await t.call('POST', `/api/registeredMaterials/${a}/grade`, { token: r.token });
    expect(unit.status).toBe(201);
    expect(unit.body).toMatchObject({
      state: 'PROCESSING',
      weight: 200,
      collectedMaterials: [],
      registeredMaterials: [{ uuid: a, weight: 200, materialType: 'PET_CLEAR' }],
    });
    expect(
      (await t.call('POST', `/api/registeredMaterials/${a}/grade`, { token: r.token })).body
        .fieldErrors,
    ).toEqual({ registeredMaterialUuid: 'validationInvalid' });
    expect(
      (
        await t.call('POST', '/api/massBalance/grading/start', {
          token: r.token,
          body: { materialType: 'HDPE_MIXED' },
        })
      ).status,
    ).toBe(409);
    const bag = await t.call('POST', `/api/segregationUnits/${unit.body.uuid}/outputMaterialBags`, {
      token: r.token,
      body: { weight: '190', materialType: 'PET_CLEAR', pictureFileUploadUuid },
    });
    expect(bag.status).toBe(201);
    expect(
      (await t.call('POST', `/api/segregationUnits/${unit.body.uuid}/finish`, { token: r.token }))
        .status,
    ).toBe(200);

    expect(
      (await t.call('POST', '/api/massBalance/grading/start', { token: r.token, body: {} })).body
        .fieldErrors,
    ).toEqual({ materialType: 'validationRequired' });
    // CARDBOARD is not among the recycler's segregationInputMaterialTypes (issue 20).
    expect(
      (
        await t.call('POST', '/api/massBalance/grading/start', {
          token: r.token,
          body: { materialType: 'CARDBOARD' },
        })
      ).body.fieldErrors,
    ).toEqual({ materialType: 'validationInvalid' });
    const all = await t.call('POST', '/api/massBalance/grading/start', {
      token: r.token,
      body: { materialType: 'HDPE_MIXED' },
    });
    expect(all.body).toMatchObject({ weight: 150, inputTrackedItemsCount: 2 });
    expect((await t.call('GET', '/api/registeredMaterials', { token: r.token })).body).toEqual([]);
    expect(
      (await t.call('GET', '/api/registeredMaterials/truckLoadsSummary', { token: r.token })).body,
    ).toMatchObject({
      truckLoadsCount: 3,
      formattedGradingTotal: '350.00',
      materialTypeBreakdown: {},
    });
    expect((await mass(r.token, 'clearable', 'REGISTRATION')).total).toBe(0);
    expect((await mass(r.token, 'clearable', 'SEGREGATION')).total).toBe(190);
  });
});
