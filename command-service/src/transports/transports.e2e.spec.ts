import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START } from '@cairn/infra';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { uploadPicture } from '../../test/harness/fixtures';
import { hubOfType, truckFrom, uploadEvidence } from './transports.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const eventCount = async () => (await t.running.app.events.readAll(START, 100_000)).events.length;
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

describe('carriers, handling centers and co-processing facilities over HTTP', () => {
  it('a carrier receives a truck found by its plate, stores units and dispatches them on a new ongoing transport', async () => {
    const cc = await hubOfType(t, 'Supplier CC', 'COLLECTION_CENTER', ['WASTE_BAG_REGISTRATION']);
    const carrier = await hubOfType(
      t,
      'Carrier One',
      'CARRIER',
      ['MATERIAL_REGISTRATION', 'MATERIAL_DISPATCH'],
      { supplierUuids: [cc.hub.uuid] },
    );
    const token = carrier.token;
    const truck = await truckFrom(
      t,
      cc.hub,
      'COLLECTION_CENTER',
      'MH 12 AB 1234',
      ['PET_CLEAR'],
      450,
    );

    expect((await t.call('GET', '/api/carrierMaterials/summary', { token })).body).toEqual({
      carrierName: 'Carrier One',
      storedUnitsCount: 0,
      storedWeight: 0,
      quantityUnit: 'KG',
      ongoingTransportsCount: 1,
    });
    expect(
      (
        await t.call('POST', '/api/ongoingTransports/search', {
          token,
          body: { transporterLicensePlate: '' },
        })
      ).body,
    ).toEqual([]);
    // The whole plate, whatever its spaces, dashes and case; a part of it finds nothing.
    expect(
      (
        await t.call('POST', '/api/ongoingTransports/search', {
          token,
          body: { transporterLicensePlate: 'mh12' },
        })
      ).body,
    ).toEqual([]);
    const found = await t.call('POST', '/api/ongoingTransports/search', {
      token,
      body: { transporterLicensePlate: 'mh-12 ab1234' },
    });
    expect(found.body).toEqual([
      expect.objectContaining({
        uuid: truck,
        owner: 'Supplier CC',
        transporterLicensePlate: 'MH 12 AB 1234',
        materialTypes: ['PET_CLEAR'],
        state: 'IN_TRANSIT',
      }),
    ]);
    expect((await t.call('GET', `/api/ongoingTransports/${truck}`, { token })).body).toMatchObject({
      uuid: truck,
      weight: 450,
    });

    const received = await t.call('POST', '/api/carrierMaterials', {
      token,
      body: {
        transportOwner: 'Supplier CC',
        ongoingTransportUuid: truck,
        pictureFileUploadUuid: await uploadEvidence(t, token),
      },
    });
    expect(received.status).toBe(201);
    expect((await t.call('GET', `/api/ongoingTransports/${truck}`, { token })).body).toMatchObject({
      state: 'DELIVERED',
      remainingMaterialTypes: [],
    });
    expect(
      (
        await t.call('POST', '/api/ongoingTransports/search', {
          token,
          body: { transporterLicensePlate: 'MH 12 AB 1234' },
        })
      ).body,
    ).toEqual([]);
    const again = await t.call('POST', '/api/carrierMaterials', {
      token,
      body: { transportOwner: 'x', ongoingTransportUuid: truck },
    });
    expect(again.body.fieldErrors).toEqual({ ongoingTransportUuid: 'validationInvalid' });

    expect(
      (
        await t.call('POST', '/api/carrierMaterials', {
          token,
          body: { transportOwner: 'Own fleet', weight: '120.5', materialType: 'CARDBOARD' },
        })
      ).status,
    ).toBe(201);
    expect((await t.call('GET', '/api/carrierMaterials/summary', { token })).body).toMatchObject({
      storedUnitsCount: 2,
      storedWeight: 570.5,
      ongoingTransportsCount: 0,
    });

    const document = await uploadPicture(t, token, '/api/fileUploads', PDF, {}, 'waybill.pdf');
    expect(document.body.mimeType).toBe('application/pdf');
    const dispatched = await t.call('POST', '/api/materialDispatches', {
      token,
      body: { identifier: 'PE-4321', weight: '570', documentFileUploadUuid: document.body.uuid },
    });
    expect(dispatched.status).toBe(201);
    expect(dispatched.body.dispatchedUnitsCount).toBe(2);
    expect(
      (await t.call('GET', '/api/carrierMaterials/summary', { token })).body.storedUnitsCount,
    ).toBe(0);
    const empty = await t.call('POST', '/api/materialDispatches', {
      token,
      body: { identifier: 'PE-4321', weight: '1', documentFileUploadUuid: document.body.uuid },
    });
    expect(empty.body.errorMessageKey).toBe('noMaterialForClearance');

    const events = await hubEvents(carrier.hub.uuid);
    expect(events.map((e) => e.type).sort()).toEqual(['CLEARANCE', 'REGISTRATION', 'REGISTRATION']);
    expect(events.find((e) => e.type === 'CLEARANCE')).toMatchObject({
      weight: 570,
      licensePlate: 'PE-4321',
      status: 'PENDING',
    });
    expect(events.find((e) => e.weight === 450)).toMatchObject({
      materialType: 'PET_CLEAR',
      registrationUnit: 'TRUCK_LOAD',
    });
    // The admin reviews them like any registration: approve, and amend the dispatch's weight.
    const approved = await t.call(
      'POST',
      `/api/admin/hubEvents/${events.find((e) => e.weight === 450)!.uuid}/approve`,
      { token: t.adminToken, body: { tags: [] } },
    );
    expect(approved.body.status).toBe('APPROVED');
    const amended = await t.call(
      'POST',
      `/api/admin/hubEvents/${events.find((e) => e.type === 'CLEARANCE')!.uuid}/amendWeight`,
      { token: t.adminToken, body: { weight: 565 } },
    );
    expect(amended.body.weight).toBe(565);

    // The dispatch is now a truck a handling center can receive, one material type at a time.
    const mhc = await hubOfType(
      t,
      'Handling One',
      'MATERIAL_HANDLING_CENTER',
      ['MATERIAL_REGISTRATION'],
      { supplierUuids: [carrier.hub.uuid] },
    );
    const [onRoad] = (
      await t.call('POST', '/api/ongoingTransports/search', {
        token: mhc.token,
        body: { transporterLicensePlate: 'pe4321' },
      })
    ).body;
    expect(onRoad).toMatchObject({
      uuid: dispatched.body.ongoingTransportUuid,
      owner: 'Carrier One',
      materialTypes: ['CARDBOARD', 'PET_CLEAR'],
      weight: 570,
    });
    const picture = await uploadEvidence(t, mhc.token);
    const base = {
      transportOwner: 'Carrier One',
      ongoingTransportUuid: onRoad.uuid,
      pictureFileUploadUuid: picture,
    };
    expect(
      (
        await t.call('POST', '/api/handlingCenterMaterials', {
          token: mhc.token,
          body: { ...base, weight: '99', materialType: 'CARDBOARD' },
        })
      ).body.fieldErrors,
    ).toEqual({ weight: 'validationMin' });
    expect(
      (
        await t.call('POST', '/api/handlingCenterMaterials', {
          token: mhc.token,
          body: { ...base, weight: '150' },
        })
      ).body.fieldErrors,
    ).toEqual({ materialType: 'validationRequired' });
    expect(
      (
        await t.call('POST', '/api/handlingCenterMaterials', {
          token: mhc.token,
          body: { ...base, weight: '150', materialType: 'CARDBOARD' },
        })
      ).status,
    ).toBe(201);
    expect(
      (await t.call('GET', '/api/handlingCenterMaterials/summary', { token: mhc.token })).body,
    ).toEqual({
      handlingCenterName: 'Handling One',
      registeredUnitsCount: 1,
      registeredWeight: 150,
      quantityUnit: 'KG',
      ongoingTransportsCount: 1,
    });
    // Another handling center, even one the carrier supplies, cannot take the rest of a truck being received elsewhere.
    const other = await hubOfType(
      t,
      'Handling Two',
      'MATERIAL_HANDLING_CENTER',
      ['MATERIAL_REGISTRATION'],
      { supplierUuids: [carrier.hub.uuid] },
    );
    expect(
      (await t.call('GET', `/api/ongoingTransports/${onRoad.uuid}`, { token: other.token })).status,
    ).toBe(404);
    const stolen = await t.call('POST', '/api/handlingCenterMaterials', {
      token: other.token,
      body: {
        ...base,
        pictureFileUploadUuid: await uploadEvidence(t, other.token),
        weight: '400',
        materialType: 'PET_CLEAR',
      },
    });
    expect(stolen.status).toBe(404);
    expect(
      (
        await t.call('POST', '/api/handlingCenterMaterials', {
          token: mhc.token,
          body: { ...base, weight: '410', materialType: 'PET_CLEAR' },
        })
      ).status,
    ).toBe(201);
    expect(
      (await t.call('GET', `/api/ongoingTransports/${onRoad.uuid}`, { token: carrier.token })).body
        .state,
    ).toBe('DELIVERED');
  });

  it('a carrier registers a unit with its transportOwner only, as Document 3 §7 sends it (issue 19.3)', async () => {
    const cc = await hubOfType(t, 'Owner Only CC', 'COLLECTION_CENTER', ['WASTE_BAG_REGISTRATION']);
    const carrier = await hubOfType(
      t,
      'Carrier Owner Only',
      'CARRIER',
      ['MATERIAL_REGISTRATION', 'MATERIAL_DISPATCH'],
      { supplierUuids: [cc.hub.uuid] },
    );
    const alone = await t.call('POST', '/api/carrierMaterials', {
      token: carrier.token,
      body: { transportOwner: 'Own fleet' },
    });
    expect(alone.status).toBe(201);
    // Named with its transport and no weight, the unit takes the weight the transport left with.
    const truck = await truckFrom(t, cc.hub, 'COLLECTION_CENTER', 'MH 14 OO 1', ['CARDBOARD'], 275);
    expect(
      (
        await t.call('POST', '/api/carrierMaterials', {
          token: carrier.token,
          body: { transportOwner: 'Owner Only CC', ongoingTransportUuid: truck },
        })
      ).status,
    ).toBe(201);
    const events = await hubEvents(carrier.hub.uuid);
    expect(events.map((e) => [e.uuid === alone.body.uuid, e.weight]).sort()).toEqual([
      [false, 275],
      [true, 0],
    ]);
    expect(
      (await t.call('GET', '/api/carrierMaterials/summary', { token: carrier.token })).body,
    ).toMatchObject({ storedUnitsCount: 2, storedWeight: 275 });
  });

  it('a co-processing facility registers a truck load from an ongoing transport and lists it', async () => {
    const recycler = await hubOfType(t, 'Recycler Origin', 'RECYCLER', ['TRUCK_LOAD_REGISTRATION']);
    // Configured suppliers: the plant sees only its recycler's trucks, none of the other tests'.
    const plant = await hubOfType(
      t,
      'Cement Plant',
      'CO_PROCESSING_FACILITY',
      ['TRUCK_LOAD_REGISTRATION', 'MATERIAL_CERTIFICATION'],
      { supplierUuids: [recycler.hub.uuid] },
    );
    const truck = await truckFrom(t, recycler.hub, 'RECYCLER', 'MG-7788', ['CARDBOARD'], 2000);
    expect(
      (await t.call('GET', '/api/coProcessingMaterials/summary', { token: plant.token })).body,
    ).toEqual({
      coProcessingFacilityName: 'Cement Plant',
      truckLoadsCount: 0,
      totalStock: 0,
      totalStockUnit: 'KG',
      ongoingTransportsCount: 1,
    });
    const body = {
      weight: '1980',
      weighedAt: '2026-11-02T09:30:00.000Z',
      licensePlate: 'MG-7788',
      transportOwner: 'Recycler Origin',
      pictureFileUploadUuid: await uploadEvidence(t, plant.token),
      ongoingTransportUuid: truck,
    };
    const created = await t.call('POST', '/api/coProcessingMaterials', {
      token: plant.token,
      body,
    });
    expect(created.status).toBe(201);
    expect(
      (await t.call('GET', '/api/coProcessingMaterials', { token: plant.token })).body,
    ).toEqual([
      {
        uuid: created.body.uuid,
        weighedAt: '2026-11-02T09:30:00.000Z',
        weight: 1980,
        quantityUnit: 'KG',
        licensePlate: 'MG-7788',
        transportOwner: 'Recycler Origin',
        pictureFileUploadUuid: body.pictureFileUploadUuid,
      },
    ]);
    expect(
      (await t.call('GET', '/api/coProcessingMaterials/summary', { token: plant.token })).body,
    ).toMatchObject({ truckLoadsCount: 1, totalStock: 1980, ongoingTransportsCount: 0 });
    expect((await hubEvents(plant.hub.uuid))[0]).toMatchObject({
      type: 'REGISTRATION',
      weight: 1980,
      licensePlate: 'MG-7788',
      materialType: 'CARDBOARD',
    });
  });

  it('no takeover: a hub that does not list the origin among its suppliers neither finds nor receives its truck (404)', async () => {
    const cc = await hubOfType(t, 'Takeover Origin', 'COLLECTION_CENTER', [
      'WASTE_BAG_REGISTRATION',
    ]);
    const receiver = await hubOfType(
      t,
      'Takeover Receiver',
      'RECYCLER',
      ['TRUCK_LOAD_REGISTRATION'],
      { supplierUuids: [cc.hub.uuid] },
    );
    const intruder = await hubOfType(t, 'Takeover Intruder', 'CARRIER', ['MATERIAL_REGISTRATION']);
    const truck = await truckFrom(t, cc.hub, 'COLLECTION_CENTER', 'TK 77 ZZ 1', ['PET_CLEAR'], 600);
    const before = await eventCount();
    for (const plate of ['T', 'TK77', 'tk 77 zz 1']) {
      expect(
        (
          await t.call('POST', '/api/ongoingTransports/search', {
            token: intruder.token,
            body: { transporterLicensePlate: plate },
          })
        ).body,
        plate,
      ).toEqual([]);
    }
    expect(
      (await t.call('GET', '/api/carrierMaterials/summary', { token: intruder.token })).body
        .ongoingTransportsCount,
    ).toBe(0);
    expect(
      (await t.call('GET', `/api/ongoingTransports/${truck}`, { token: intruder.token })).status,
    ).toBe(404);
    const taken = await t.call('POST', '/api/carrierMaterials', {
      token: intruder.token,
      body: {
        transportOwner: 'x',
        ongoingTransportUuid: truck,
        pictureFileUploadUuid: await uploadEvidence(t, intruder.token),
      },
    });
    expect(taken.status).toBe(404);
    expect(taken.body).toEqual({ errorMessageKey: 'notFoundMessage' });
    expect(await eventCount()).toBe(before + 1); // the intruder's picture only
    // The intended receiver still finds its truck by the whole plate.
    expect(
      (
        await t.call('POST', '/api/ongoingTransports/search', {
          token: receiver.token,
          body: { transporterLicensePlate: 'tk 77 zz 1' },
        })
      ).body,
    ).toEqual([expect.objectContaining({ uuid: truck, state: 'IN_TRANSIT' })]);
  });

  it('bad input answers 400 with a key per field and appends nothing; wrong hubs are refused', async () => {
    const carrier = await hubOfType(t, 'Carrier Guard', 'CARRIER', [
      'MATERIAL_REGISTRATION',
      'MATERIAL_DISPATCH',
    ]);
    const cc = await hubOfType(t, 'CC Guard', 'COLLECTION_CENTER', ['WASTE_BAG_REGISTRATION']);
    const before = await eventCount();
    const call = (path: string, body: unknown, token = carrier.token) =>
      t.call('POST', path, { token, body });
    expect((await call('/api/carrierMaterials', {})).body.fieldErrors).toEqual({
      transportOwner: 'validationRequired',
    });
    expect(
      (
        await call('/api/carrierMaterials', {
          transportOwner: 'x'.repeat(101),
          weight: '12345678901',
        })
      ).body.fieldErrors,
    ).toEqual({
      transportOwner: 'validationExceedsMaxLength',
      weight: 'validationExceedsMaxLength',
    });
    expect(
      (await call('/api/handlingCenterMaterials', { weight: 'abc' })).body.fieldErrors,
    ).toEqual({
      transportOwner: 'validationRequired',
      ongoingTransportUuid: 'validationRequired',
      weight: 'validationInvalid',
      pictureFileUploadUuid: 'validationRequired',
    });
    expect((await call('/api/coProcessingMaterials', { weight: '50' })).body.fieldErrors).toEqual({
      weight: 'validationMin',
      licensePlate: 'validationRequired',
      pictureFileUploadUuid: 'validationRequired',
      ongoingTransportUuid: 'validationRequired',
    });
    expect((await call('/api/materialDispatches', { weight: '' })).body.fieldErrors).toEqual({
      identifier: 'validationRequired',
      weight: 'validationRequired',
      documentFileUploadUuid: 'validationRequired',
    });
    expect(
      (await call('/api/ongoingTransports/search', { transporterLicensePlate: 'x'.repeat(101) }))
        .status,
    ).toBe(400);
    expect(await eventCount()).toBe(before);

    // Another hub's picture; a collection center is not a carrier; another hub's transport is not found.
    const foreign = await uploadEvidence(t, cc.token);
    expect(
      (
        await call('/api/carrierMaterials', {
          transportOwner: 'x',
          weight: 5,
          pictureFileUploadUuid: foreign,
        })
      ).body.fieldErrors,
    ).toEqual({ pictureFileUploadUuid: 'validationInvalid' });
    expect(
      (await call('/api/carrierMaterials', { transportOwner: 'x', weight: 5 }, cc.token)).status,
    ).toBe(403);
    const truck = await truckFrom(t, cc.hub, 'COLLECTION_CENTER', 'KA-01', ['PET_CLEAR'], 10);
    const pickup = await hubOfType(t, 'Pickup Guard', 'PICKUP_POINT', ['MATERIAL_COLLECTION']);
    expect(
      (await t.call('GET', `/api/ongoingTransports/${truck}`, { token: pickup.token })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/ongoingTransports/${truck}`, { token: cc.token })).status,
    ).toBe(200);
    expect(
      (await t.call('GET', '/api/ongoingTransports/not-a-uuid', { token: cc.token })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', '/api/carrierMaterials/summary', { token: t.adminToken })).status,
    ).toBe(403);
  });
});
