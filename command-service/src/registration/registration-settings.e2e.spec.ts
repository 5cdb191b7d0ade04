import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { gradingHub } from '../grading/grading.fixtures';
import { uploadEvidence } from '../transports/transports.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const register = async (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/collectedMaterials', {
    token,
    body: {
      weight: '12',
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: await uploadEvidence(t, token),
      ...body,
    },
  });

describe('registration features are enforced by the server (issue 20)', () => {
  it('answers 403 for a registration whose feature the hub lacks, and nothing is stored', async () => {
    const { token } = await gradingHub(t, 'Bags Only Center', {
      features: ['WASTE_BAG_REGISTRATION'],
    });
    expect((await register(token, { registrationUnit: 'BAG' })).status).toBe(201);
    const container = await register(token, { registrationUnit: 'CONTAINER' });
    expect(container.status).toBe(403);
    expect(container.body.errorMessageKey).toBe('apiErrorForbidden');
    const truck = await register(token, {
      registrationUnit: 'TRUCK_LOAD',
      weighedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(truck.status).toBe(403);
    const { token: containers } = await gradingHub(t, 'Containers Only Center', {
      features: ['CONTAINER_REGISTRATION'],
    });
    expect((await register(containers, { registrationUnit: 'BAG' })).status).toBe(403);
    const summary = await t.call('GET', '/api/collectedMaterials/summary', { token });
    expect(summary.body.bagsCount).toBe(1);
  });

  it('requiresMaterialCollectionSource: a registration without its source is 400', async () => {
    const { token } = await gradingHub(t, 'Sourced Center', {
      features: ['WASTE_BAG_REGISTRATION'],
      requiresMaterialCollectionSource: true,
    });
    const missing = await register(token, { registrationUnit: 'BAG' });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ materialSourceType: 'validationRequired' });
    const sourced = await register(token, {
      registrationUnit: 'BAG',
      materialSourceType: 'HOUSEHOLD',
    });
    expect(sourced.status).toBe(201);
  });

  it('allowUnregisteredSuppliers: a supplier named only by text, and a carrier load without a transport', async () => {
    const strict = await gradingHub(t, 'Strict Center', {
      features: ['WASTE_BAG_REGISTRATION'],
      allowUnregisteredSuppliers: false,
    });
    const named = await register(strict.token, {
      registrationUnit: 'BAG',
      supplierName: 'Street vendor',
    });
    expect(named.body.fieldErrors).toEqual({ supplierName: 'validationInvalid' });
    const open = await gradingHub(t, 'Open Center', { features: ['WASTE_BAG_REGISTRATION'] });
    expect(
      (await register(open.token, { registrationUnit: 'BAG', supplierName: 'Street vendor' }))
        .status,
    ).toBe(201);

    const carrier = await gradingHub(t, 'Strict Carrier', {
      type: 'CARRIER',
      features: ['MATERIAL_REGISTRATION'],
      allowUnregisteredSuppliers: false,
    });
    const alone = await t.call('POST', '/api/carrierMaterials', {
      token: carrier.token,
      body: { transportOwner: 'Own fleet' },
    });
    expect(alone.body.fieldErrors).toEqual({ ongoingTransportUuid: 'validationRequired' });
  });

  it('a supplierUuid must be a hub that may supply the registering one, else 400 (issue 33)', async () => {
    const features = ['WASTE_BAG_REGISTRATION'];
    const listed = await gradingHub(t, 'Listed Supplier Center', { features });
    const stranger = await gradingHub(t, 'Unrelated Center', { features });
    const strict = await gradingHub(t, 'Supplied Center', {
      features,
      allowUnregisteredSuppliers: false,
      supplierUuids: [listed.hub.uuid],
    });
    const madeUp = '00000000-0000-4000-8000-000000000333';
    for (const supplierUuid of [stranger.hub.uuid, madeUp, strict.hub.uuid]) {
      const refused = await register(strict.token, { registrationUnit: 'BAG', supplierUuid });
      expect(refused.status, supplierUuid).toBe(400);
      expect(refused.body.fieldErrors).toEqual({ supplierUuid: 'validationInvalid' });
    }
    const bag = { registrationUnit: 'BAG', supplierUuid: listed.hub.uuid };
    expect((await register(strict.token, bag)).status).toBe(201);
    const open = await gradingHub(t, 'Any Supplier Center', { features });
    const fromStranger = { registrationUnit: 'BAG', supplierUuid: stranger.hub.uuid };
    expect((await register(open.token, fromStranger)).status).toBe(201);
    const fromNowhere = { registrationUnit: 'BAG', supplierUuid: madeUp };
    expect((await register(open.token, fromNowhere)).status).toBe(400);
  });

  it('enableRegistrationTruckPictureUpload: a truck load carries the truck picture, shown as the second picture', async () => {
    const { hub, token } = await gradingHub(t, 'Truck Picture Center', {
      features: ['TRUCK_LOAD_REGISTRATION'],
      enableRegistrationTruckPictureUpload: true,
    });
    const load = (extra: Record<string, unknown>) =>
      register(token, {
        registrationUnit: 'TRUCK_LOAD',
        weighedAt: new Date(Date.now() - 60_000).toISOString(),
        licensePlate: 'MH 12 TP 1',
        ...extra,
      });
    const missing = await load({});
    expect(missing.body.fieldErrors).toEqual({ truckPictureFileUploadUuid: 'validationRequired' });
    const truck = await uploadEvidence(t, token);
    const saved = await load({ truckPictureFileUploadUuid: truck });
    expect(saved.status).toBe(201);
    const filters = encodeURIComponent(
      JSON.stringify([{ field: 'HUB_UUID', operator: 'EQUALS', value: hub.uuid }]),
    );
    const events = await t.call('GET', `/api/admin/hubEvents?filters=${filters}`, {
      token: t.adminToken,
    });
    expect(events.body.items[0].secondPicture).toMatchObject({
      uuid: truck,
      directLink: expect.stringContaining(truck),
    });

    const without = await gradingHub(t, 'No Truck Picture Center', {
      features: ['TRUCK_LOAD_REGISTRATION'],
    });
    const refused = await register(without.token, {
      registrationUnit: 'TRUCK_LOAD',
      weighedAt: new Date(Date.now() - 60_000).toISOString(),
      truckPictureFileUploadUuid: await uploadEvidence(t, without.token),
    });
    expect(refused.body.fieldErrors).toEqual({ truckPictureFileUploadUuid: 'validationInvalid' });
  });
});

describe('autoPublishEvents (Document 1 §3, §4)', () => {
  it('publishes a registration without a person’s review only at a hub with EVENT_REVIEW that auto-publishes', async () => {
    const statusAt = async (over: Record<string, unknown>) => {
      const { hub, token } = await gradingHub(t, `Publishing ${JSON.stringify(over)}`, over);
      expect((await register(token, { registrationUnit: 'BAG' })).status).toBe(201);
      const filters = encodeURIComponent(
        JSON.stringify([{ field: 'HUB_UUID', operator: 'EQUALS', value: hub.uuid }]),
      );
      const events = await t.call('GET', `/api/admin/hubEvents?filters=${filters}`, {
        token: t.adminToken,
      });
      return events.body.items[0].status as string;
    };
    expect(await statusAt({ autoPublishEvents: true })).toBe('AUTO_APPROVED');
    expect(await statusAt({ autoPublishEvents: false })).toBe('PENDING');
    // Without EVENT_REVIEW the switch is off (the form's dependency, held on the server too).
    expect(await statusAt({ autoPublishEvents: true, features: ['WASTE_BAG_REGISTRATION'] })).toBe(
      'PENDING',
    );
  });
});
