import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START } from '@cairn/infra';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { generateFor } from '../grading/grading.fixtures';
import { hubOfType, uploadEvidence } from '../transports/transports.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const COLLECTING = ['MATERIAL_COLLECTION', 'WASTE_BAG_REGISTRATION', 'CONTAINER_REGISTRATION'];
const itemState = async (uuid: string) =>
  (await t.running.app.rows.get<{ state: string }>('trackedItems', uuid))?.state;

describe('collection rounds, check-in and containers over HTTP', () => {
  it('checks in at a pick-up point, collects bags on a round, and finishes it with a weigh slip', async () => {
    const pickup = await hubOfType(t, 'Kothrud Test Point', 'PICKUP_POINT', [
      'MATERIAL_COLLECTION',
    ]);
    const cc = await hubOfType(t, 'Round CC', 'COLLECTION_CENTER', COLLECTING);
    const { token } = cc;
    const search = (body: unknown) =>
      t.call('POST', '/api/companies/pickupPoints/search', { token, body });
    expect((await search({ name: '' })).body).toEqual([]);
    expect((await search({ name: 'kothrud test' })).body).toEqual([
      { uuid: pickup.hub.uuid, name: 'Kothrud Test Point' },
    ]);
    expect((await search({ uuid: pickup.hub.uuid })).body).toEqual([
      { uuid: pickup.hub.uuid, name: 'Kothrud Test Point' },
    ]);
    expect((await search({ uuid: cc.hub.uuid })).body).toEqual([]);

    expect((await t.call('GET', '/api/collectionUnits/ongoing', { token })).body).toBeNull();
    const start = {
      transporterLicensePlate: 'MH-12-AB-1234',
      transporterPictureFileUploadUuid: await uploadEvidence(t, token),
    };
    const started = await t.call('POST', '/api/collectionUnits', { token, body: start });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      state: 'IN_PROGRESS',
      transporterLicensePlate: 'MH-12-AB-1234',
      collectedUnitsCount: 0,
    });
    expect((await t.call('POST', '/api/collectionUnits', { token, body: start })).status).toBe(409);
    const unit = started.body.uuid as string;

    const [first, second] = await generateFor(t, cc.hub.uuid, 'TRACKED_ITEM', 2);
    for (const [weight, trackedItemUuid] of [
      ['4.5', first],
      ['3', second],
    ]) {
      const bag = await t.call('POST', '/api/collectedMaterials', {
        token,
        body: {
          registrationUnit: 'BAG',
          weight,
          materialType: 'PET_CLEAR',
          pictureFileUploadUuid: await uploadEvidence(t, token),
          supplierUuid: pickup.hub.uuid,
          collectionUnitUuid: unit,
          trackedItemUuid,
        },
      });
      expect(bag.status).toBe(201);
    }
    expect(await itemState(first)).toBe('COLLECTED');
    expect((await t.call('GET', '/api/collectionUnits/ongoing', { token })).body).toMatchObject({
      uuid: unit,
      pickUpPointsVisited: 1,
      collectedUnitsCount: 2,
      collectedQuantityTotal: 7.5,
      collectedQuantityUnit: 'KG',
      collectedUnitsCountByPickupPoint: { [pickup.hub.uuid]: 2 },
    });

    // weighMaterialCollection is on (the default): the finish needs its weigh slip.
    expect(
      (await t.call('POST', `/api/collectionUnits/${unit}/finish`, { token, body: {} })).body
        .fieldErrors,
    ).toEqual({
      weight: 'validationRequired',
      weighSlipPictureFileUploadUuid: 'validationRequired',
    });
    expect(
      (
        await t.call('POST', `/api/collectionUnits/${unit}/finish`, {
          token,
          body: { weight: '12345678901' },
        })
      ).body.fieldErrors,
    ).toEqual({
      weight: 'validationExceedsMaxLength',
      weighSlipPictureFileUploadUuid: 'validationRequired',
    });
    const other = await hubOfType(t, 'Other CC', 'COLLECTION_CENTER', COLLECTING);
    const slip = await uploadEvidence(t, token);
    expect(
      (
        await t.call('POST', `/api/collectionUnits/${unit}/finish`, {
          token: other.token,
          body: { weight: '8', weighSlipPictureFileUploadUuid: slip },
        })
      ).status,
    ).toBe(404);
    const finished = await t.call('POST', `/api/collectionUnits/${unit}/finish`, {
      token,
      body: { weight: '7.8', quantityUnit: 'KG', weighSlipPictureFileUploadUuid: slip },
    });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({
      state: 'FINISHED',
      weight: 7.8,
      quantityUnit: 'KG',
      collectedUnitsCount: 2,
    });
    expect(await itemState(first)).toBe('REGISTERED');
    expect(await itemState(second)).toBe('REGISTERED');
    expect((await t.call('GET', '/api/collectionUnits/ongoing', { token })).body).toBeNull();
    expect((await t.call('GET', '/api/collectionUnits/summary', { token })).body).toEqual({
      collectionUnitCount: 1,
      collectedMaterialsCount: 2,
      householdVisitsCount: 0,
      totalQuantity: 7.8,
      totalQuantityUnit: 'KG',
    });
    expect(
      (
        await t.call('POST', `/api/collectionUnits/${unit}/finish`, {
          token,
          body: { weight: '7.8', weighSlipPictureFileUploadUuid: slip },
        })
      ).status,
    ).toBe(409);

    // A finished round, or another hub's, takes no more bags; another hub's tracked item is refused.
    const late = await t.call('POST', '/api/collectedMaterials', {
      token,
      body: {
        weight: '2',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: await uploadEvidence(t, token),
        collectionUnitUuid: unit,
      },
    });
    expect(late.body.fieldErrors).toEqual({ collectionUnitUuid: 'validationInvalid' });
    const [foreignItem] = await generateFor(t, other.hub.uuid, 'TRACKED_ITEM', 1);
    const foreign = await t.call('POST', '/api/collectedMaterials', {
      token,
      body: {
        weight: '2',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: await uploadEvidence(t, token),
        trackedItemUuid: foreignItem,
      },
    });
    expect(foreign.body.fieldErrors).toEqual({ trackedItemUuid: 'validationInvalid' });
    expect(await itemState(foreignItem)).toBe('UNASSIGNED');
  });

  it('a hub that does not weigh collections finishes with an empty body; bad input changes nothing', async () => {
    const cc = await hubOfType(t, 'Light CC', 'COLLECTION_CENTER', COLLECTING, {
      weighMaterialCollection: false,
    });
    const before = (await t.running.app.events.readAll(START, 100_000)).events.length;
    const bad = await t.call('POST', '/api/collectionUnits', {
      token: cc.token,
      body: { transporterLicensePlate: 'x'.repeat(101) },
    });
    expect(bad.body.fieldErrors).toEqual({
      transporterLicensePlate: 'validationExceedsMaxLength',
      transporterPictureFileUploadUuid: 'validationRequired',
    });
    expect(
      (
        await t.call('POST', '/api/collectionUnits', {
          token: cc.token,
          body: { transporterLicensePlate: ' ' },
        })
      ).body.fieldErrors.transporterLicensePlate,
    ).toBe('validationRequired');
    expect((await t.running.app.events.readAll(START, 100_000)).events.length).toBe(before);
    const started = await t.call('POST', '/api/collectionUnits', {
      token: cc.token,
      body: {
        transporterLicensePlate: 'KA-05',
        transporterPictureFileUploadUuid: await uploadEvidence(t, cc.token),
      },
    });
    const done = await t.call('POST', `/api/collectionUnits/${started.body.uuid}/finish`, {
      token: cc.token,
      body: {},
    });
    expect(done.body).toMatchObject({ state: 'FINISHED', weight: null });
    const recycler = await hubOfType(t, 'No Collection', 'RECYCLER', ['TRUCK_LOAD_REGISTRATION']);
    expect(
      (
        await t.call('POST', '/api/collectionUnits', {
          token: recycler.token,
          body: {
            transporterLicensePlate: 'A',
            transporterPictureFileUploadUuid: await uploadEvidence(t, recycler.token),
          },
        })
      ).status,
    ).toBe(403);
  });

  it('registers a container of mixed material with its location and lists it as mixed', async () => {
    const cc = await hubOfType(t, 'Container CC', 'COLLECTION_CENTER', COLLECTING, {
      collectedMaterialTypes: ['MIXED_PLASTIC', 'PET_CLEAR'],
    });
    const created = await t.call('POST', '/api/collectedMaterials', {
      token: cc.token,
      body: {
        registrationUnit: 'CONTAINER',
        weight: '240',
        materialType: 'MIXED_PLASTIC',
        location: { latitude: 18.52, longitude: 73.85 },
        pictureFileUploadUuid: await uploadEvidence(t, cc.token),
      },
    });
    expect(created.status).toBe(201);
    await t.call('POST', '/api/collectedMaterials', {
      token: cc.token,
      body: {
        weight: '3',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: await uploadEvidence(t, cc.token),
      },
    });
    expect(
      (await t.call('GET', '/api/collectedMaterials/mixed', { token: cc.token })).body,
    ).toEqual([
      expect.objectContaining({
        uuid: created.body.uuid,
        registrationUnit: 'CONTAINER',
        weight: 240,
        quantityUnit: 'KG',
        licensePlate: null,
        location: { latitude: 18.52, longitude: 73.85 },
      }),
    ]);
    const badLocation = await t.call('POST', '/api/collectedMaterials', {
      token: cc.token,
      body: {
        registrationUnit: 'CONTAINER',
        weight: '1',
        materialType: 'MIXED_PLASTIC',
        location: { latitude: 123, longitude: 0 },
        pictureFileUploadUuid: await uploadEvidence(t, cc.token),
      },
    });
    expect(badLocation.body.fieldErrors).toEqual({ 'location.latitude': 'validationInvalid' });
  });
});
