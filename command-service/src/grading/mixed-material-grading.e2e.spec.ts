import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { gradingHub } from './grading.fixtures';
import { uploadEvidence } from '../transports/transports.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const FEATURES = [
  'WASTE_BAG_REGISTRATION',
  'CONTAINER_REGISTRATION',
  'TRUCK_LOAD_REGISTRATION',
  'MATERIAL_SEGREGATION',
  'MASS_BALANCE_TRACKING',
];
const PERIOD = 'startDate=2000-01-01T00:00:00.000Z&endDate=2100-01-01T00:00:00.000Z';

describe('grading containers and truck loads at a collection center (issue 18, Document 3 §7 POST /api/collectedMaterials/grade)', () => {
  it('grades one container, then one truck load, each on its own; grading the waste bags leaves them waiting', async () => {
    const { token } = await gradingHub(t, 'Mixed Grading Center', {
      features: FEATURES,
      collectedMaterialTypes: ['MIXED_PLASTIC', 'PET_CLEAR'],
      segregationInputMaterialTypes: ['MIXED_PLASTIC', 'PET_CLEAR'],
    });
    const other = await gradingHub(t, 'Other Grading Center', {
      features: FEATURES,
      collectedMaterialTypes: ['MIXED_PLASTIC'],
      segregationInputMaterialTypes: ['MIXED_PLASTIC'],
    });
    const register = async (body: Record<string, unknown>) =>
      (
        await t.call('POST', '/api/collectedMaterials', {
          token,
          body: { ...body, pictureFileUploadUuid: await uploadEvidence(t, token) },
        })
      ).body.uuid as string;
    const container = await register({
      registrationUnit: 'CONTAINER',
      weight: '240',
      materialType: 'MIXED_PLASTIC',
      location: { latitude: 18.52, longitude: 73.85 },
    });
    const truckLoad = await register({
      registrationUnit: 'TRUCK_LOAD',
      materialSourceType: 'CLEANUP',
      weight: '600',
      weighedAt: new Date().toISOString(),
      licensePlate: 'MH 12 CL 600',
      transportOwner: 'Cleanup Trust',
      materialType: 'MIXED_PLASTIC',
    });
    await register({ weight: '5', materialType: 'PET_CLEAR' });
    const mixed = async () =>
      (
        (await t.call('GET', '/api/collectedMaterials/mixed', { token })).body as Array<{
          uuid: string;
          registrationUnit: string;
        }>
      ).map((m) => m.registrationUnit);
    expect(await mixed()).toEqual(['TRUCK_LOAD', 'CONTAINER']);

    // Grading every waste bag takes the bag only: the container and the truck load wait to be chosen.
    const bags = await t.call('POST', '/api/collectedMaterials/grade', { token, body: {} });
    expect(
      bags.body.collectedMaterials.map((m: { registrationUnit: string }) => m.registrationUnit),
    ).toEqual(['BAG']);
    await finishWith(token, bags.body.uuid, '5', 'PET_CLEAR');
    expect(await mixed()).toEqual(['TRUCK_LOAD', 'CONTAINER']);

    const byContainer = await t.call('POST', '/api/collectedMaterials/grade', {
      token,
      body: { collectedMaterialUuid: container },
    });
    expect(byContainer.status).toBe(201);
    expect(byContainer.body).toMatchObject({
      state: 'PROCESSING',
      weight: 240,
      collectedMaterials: [
        {
          uuid: container,
          registrationUnit: 'CONTAINER',
          weight: 240,
          materialType: 'MIXED_PLASTIC',
        },
      ],
    });
    expect(await mixed()).toEqual(['TRUCK_LOAD']);
    // One grading at a time; another hub's material is not found; a graded one is not graded again.
    expect(
      (
        await t.call('POST', '/api/collectedMaterials/grade', {
          token,
          body: { collectedMaterialUuid: truckLoad },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await t.call('POST', '/api/collectedMaterials/grade', {
          token: other.token,
          body: { collectedMaterialUuid: truckLoad },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('POST', '/api/collectedMaterials/grade', {
          token,
          body: { collectedMaterialUuid: 'not-a-uuid' },
        })
      ).body.fieldErrors,
    ).toEqual({ collectedMaterialUuid: 'validationInvalid' });
    await finishWith(token, byContainer.body.uuid, '230', 'PET_CLEAR');
    expect(
      (
        await t.call('POST', '/api/collectedMaterials/grade', {
          token,
          body: { collectedMaterialUuid: container },
        })
      ).body.fieldErrors,
    ).toEqual({ collectedMaterialUuid: 'validationInvalid' });

    const byTruck = await t.call('POST', '/api/collectedMaterials/grade', {
      token,
      body: { collectedMaterialUuid: truckLoad },
    });
    expect(byTruck.body).toMatchObject({
      weight: 600,
      collectedMaterials: [{ uuid: truckLoad, registrationUnit: 'TRUCK_LOAD' }],
    });
    await finishWith(token, byTruck.body.uuid, '590', 'HDPE_MIXED');
    expect(await mixed()).toEqual([]);
    expect(
      (await t.call('POST', '/api/collectedMaterials/grade', { token, body: {} })).body
        .errorMessageKey,
    ).toBe('noMaterialSourceForGrading');
    expect(
      (await t.call('GET', `/api/massBalance/overview?account=SEGREGATION&${PERIOD}`, { token }))
        .body.total,
    ).toBe(825);
    expect(
      (await t.call('GET', `/api/massBalance/clearable?account=REGISTRATION&${PERIOD}`, { token }))
        .body.total,
    ).toBe(0);
  });
});

async function finishWith(token: string, unit: string, weight: string, materialType: string) {
  const bag = await t.call('POST', `/api/segregationUnits/${unit}/outputMaterialBags`, {
    token,
    body: { weight, materialType, pictureFileUploadUuid: await uploadEvidence(t, token) },
  });
  expect(bag.status).toBe(201);
  expect((await t.call('POST', `/api/segregationUnits/${unit}/finish`, { token })).status).toBe(
    200,
  );
}
