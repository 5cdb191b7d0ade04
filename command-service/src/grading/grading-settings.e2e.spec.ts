import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { recyclerHub } from '../truck-loads/recycler.fixtures';
import { uploadEvidence } from '../transports/transports.fixtures';
import { gradingHub } from './grading.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const bag = async (token: string, materialType: string, registrationUnit = 'BAG') => {
  const r = await t.call('POST', '/api/collectedMaterials', {
    token,
    body: {
      registrationUnit,
      weight: '10',
      materialType,
      pictureFileUploadUuid: await uploadEvidence(t, token),
      ...(registrationUnit === 'CONTAINER' ? { location: 'Yard' } : {}),
    },
  });
  expect(r.status).toBe(201);
  return r.body.uuid as string;
};

describe('segregationInputMaterialTypes limits what can be graded (issue 20)', () => {
  it('a collection center grades only bags of its input types; a named bag of another is refused', async () => {
    const { token } = await gradingHub(t, 'Input Limited Center', {
      segregationInputMaterialTypes: ['PET_CLEAR'],
    });
    await bag(token, 'PET_CLEAR');
    const hdpe = await bag(token, 'HDPE_MIXED');
    const named = await t.call('POST', '/api/collectedMaterials/grade', {
      token,
      body: { collectedMaterialUuid: hdpe },
    });
    expect(named.status).toBe(400);
    expect(named.body.fieldErrors).toEqual({ collectedMaterialUuid: 'validationInvalid' });
    const all = await t.call('POST', '/api/collectedMaterials/grade', { token, body: {} });
    expect(all.status).toBe(201);
    expect(all.body).toMatchObject({ inputTrackedItemsCount: 1, weight: 10 });
  });

  it('a recycler cannot grade a truck load, or start grading a material, outside its input types', async () => {
    const r = await recyclerHub(t, 'Input Limited Recycler', {
      segregationInputMaterialTypes: ['PET_CLEAR'],
    });
    const load = await t.call('POST', '/api/registeredMaterials/', {
      token: r.token,
      body: {
        weight: '500',
        materialType: 'HDPE_MIXED',
        licensePlate: 'B 1 XY',
        supplier: 'Market',
        weighedAt: '2026-03-01T09:30:00.000Z',
        pictureFileUploadUuid: await uploadEvidence(t, r.token),
      },
    });
    expect(load.status).toBe(201);
    const one = await t.call('POST', `/api/registeredMaterials/${load.body.uuid}/grade`, {
      token: r.token,
    });
    expect(one.status).toBe(400);
    expect(one.body.fieldErrors).toEqual({ materialType: 'validationInvalid' });
    const start = await t.call('POST', '/api/massBalance/grading/start', {
      token: r.token,
      body: { materialType: 'HDPE_MIXED' },
    });
    expect(start.body.fieldErrors).toEqual({ materialType: 'validationInvalid' });
  });

  it('a processing run ends in ERROR with its reason; the next can start', async () => {
    const r = await recyclerHub(t, 'Failing Recycler');
    const load = async () =>
      (
        await t.call('POST', '/api/registeredMaterials/', {
          token: r.token,
          body: {
            weight: '500',
            materialType: 'PET_CLEAR',
            licensePlate: 'B 2 XY',
            supplier: 'Market',
            weighedAt: '2026-03-01T09:30:00.000Z',
            pictureFileUploadUuid: await uploadEvidence(t, r.token),
          },
        })
      ).body.uuid as string;
    const first = await load();
    const second = await load();
    const unit = await t.call('POST', `/api/registeredMaterials/${first}/process`, {
      token: r.token,
    });
    expect(unit.status).toBe(201);
    const uuid = unit.body.uuid as string;
    const noReason = await t.call('POST', `/api/processingUnits/${uuid}/error`, {
      token: r.token,
      body: {},
    });
    expect(noReason.body.fieldErrors).toEqual({ reason: 'validationRequired' });
    const failed = await t.call('POST', `/api/processingUnits/${uuid}/error`, {
      token: r.token,
      body: { reason: 'Shredder broke' },
    });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ state: 'ERROR', errorReason: 'Shredder broke' });
    const errored = await t.call('GET', '/api/processingUnits?state=ERROR', { token: r.token });
    expect(errored.body.map((u: { uuid: string }) => u.uuid)).toEqual([uuid]);
    expect(
      (await t.call('POST', `/api/registeredMaterials/${second}/process`, { token: r.token }))
        .status,
    ).toBe(201);
  });
});
