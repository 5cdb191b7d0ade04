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

describe('POST /api/collectedMaterials as a truck load (Document 3 §7: materialSourceType, weighedAt, licensePlate, transportOwner, location)', () => {
  it('registers a cleanup truck load with its weighing time and plate as a REGISTRATION hub event, in the stock', async () => {
    const { hub, token } = await gradingHub(t, 'Cleanup Truck Center', {
      features: ['TRUCK_LOAD_REGISTRATION', 'MATERIAL_SEGREGATION', 'MASS_BALANCE_TRACKING'],
    });
    const weighedAt = new Date(Date.now() - 3600_000).toISOString();
    const answer = await t.call('POST', '/api/collectedMaterials', {
      token,
      body: {
        registrationUnit: 'TRUCK_LOAD',
        materialSourceType: 'CLEANUP',
        weight: '640',
        weighedAt,
        licensePlate: 'MH 12 TL 640',
        transportOwner: 'Beach Cleanup Trust',
        materialType: 'PET_CLEAR',
        location: { latitude: '18.52', longitude: '73.85' },
        pictureFileUploadUuid: await uploadEvidence(t, token),
      },
    });
    expect(answer.status).toBe(201);
    const filters = encodeURIComponent(
      JSON.stringify([{ field: 'UUID', operator: 'EQUALS', value: answer.body.uuid }]),
    );
    const [row] = (
      await t.call('GET', `/api/admin/hubEvents?filters=${filters}`, { token: t.adminToken })
    ).body.items;
    expect(row).toMatchObject({
      type: 'REGISTRATION',
      registrationUnit: 'TRUCK_LOAD',
      weight: 640,
      licensePlate: 'MH 12 TL 640',
      materialType: 'PET_CLEAR',
    });
    expect(new Date(row.weighedAt).toISOString()).toBe(weighedAt);
    const stock = (
      await t.call('GET', `/api/admin/hubs/stock?hubUuid=${hub.uuid}`, { token: t.adminToken })
    ).body;
    expect(stock).toEqual([expect.objectContaining({ materialType: 'PET_CLEAR', quantity: 640 })]);

    const bad = await t.call('POST', '/api/collectedMaterials', {
      token,
      body: {
        registrationUnit: 'TRUCK_LOAD',
        materialSourceType: 'SPACE',
        weight: '1',
        weighedAt: 'yesterday',
        licensePlate: 'p'.repeat(101),
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: await uploadEvidence(t, token),
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      weighedAt: 'validationInvalid',
      licensePlate: 'validationExceedsMaxLength',
    });
    expect(bad.body.fieldErrors.materialSourceType).toBeDefined();
  });
});
