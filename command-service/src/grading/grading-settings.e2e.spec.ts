import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { recyclerHub } from '../truck-loads/recycler.fixtures';
import { uploadEvidence } from '../transports/transports.fixtures';
import { generateFor, gradingHub } from './grading.fixtures';

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

/** A collection center with one ongoing grading of a 10 kg PET bag. */
const grading = async (name: string, over: Record<string, unknown> = {}) => {
  const center = await gradingHub(t, name, over);
  await bag(center.token, 'PET_CLEAR');
  const unit = await t.call('POST', '/api/collectedMaterials/grade', {
    token: center.token,
    body: {},
  });
  expect(unit.status).toBe(201);
  return { ...center, unit: unit.body.uuid as string };
};
const output = async (g: { token: string; unit: string }, body: Record<string, unknown> = {}) =>
  t.call('POST', `/api/segregationUnits/${g.unit}/outputMaterialBags`, {
    token: g.token,
    body: {
      weight: '4',
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: await uploadEvidence(t, g.token),
      ...body,
    },
  });

describe('enableBaleSegregationOutput lets a grading output be a bale (issue 20)', () => {
  it('with the setting, a BALE output is a BALE hub event on a BALE card, counted in the stock', async () => {
    const g = await grading('Baling Center', { enableBaleSegregationOutput: true });
    const [baleCard, bagCard] = await generateFor(t, g.hub.uuid, 'TRACKED_ITEM', 2);
    const retyped = await t.call('POST', `/api/trackedItems/${baleCard}`, {
      token: g.token,
      body: { type: 'BALE' },
    });
    expect(retyped.status).toBe(200);
    const onBagCard = await output(g, { registrationUnit: 'BALE', trackedItemUuid: bagCard });
    expect(onBagCard.body.fieldErrors).toEqual({ trackedItemUuid: 'validationInvalid' });
    const bale = await output(g, { registrationUnit: 'BALE', trackedItemUuid: baleCard });
    expect(bale.status).toBe(201);
    expect((await output(g)).status).toBe(201);
    const event = await t.call('GET', `/api/hubEvents/${bale.body.uuid}`, { token: g.token });
    expect(event.body).toMatchObject({ type: 'SEGREGATION', registrationUnit: 'BALE' });
    const stock = await t.call('GET', '/api/stock', { token: g.token });
    expect(stock.body).toEqual([
      expect.objectContaining({ materialType: 'PET_CLEAR', quantity: 8, baleCount: 1 }),
    ]);
    // Document 2 §5: a bale's weight is not amended.
    const amend = await t.call('POST', `/api/admin/hubEvents/${bale.body.uuid}/amendWeight`, {
      token: t.adminToken,
      body: { weight: 5 },
    });
    expect(amend.status).toBe(400);
    expect(amend.body.errorMessageKey).toBe('hubEventNotAmendable');
  });

  it('without it, a BALE output is refused and nothing is registered', async () => {
    const g = await grading('Bagging Center');
    const refused = await output(g, { registrationUnit: 'BALE' });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ registrationUnit: 'validationInvalid' });
    const units = await t.call('GET', '/api/segregationUnits?state=PROCESSING', { token: g.token });
    expect(units.body[0]).toMatchObject({ uuid: g.unit, outputMaterialBagCount: 0 });
    expect((await t.call('GET', '/api/stock', { token: g.token })).body).toEqual([]);
  });
});

describe('a grading ends in ERROR with its reason (issue 20)', () => {
  it('needs a reason, shows ERROR and its reason, and frees the slot for the next grading', async () => {
    const g = await grading('Failing Center');
    const path = `/api/segregationUnits/${g.unit}/error`;
    const noReason = await t.call('POST', path, { token: g.token, body: {} });
    expect(noReason.body.fieldErrors).toEqual({ reason: 'validationRequired' });
    const other = await gradingHub(t, 'Other Center');
    const foreign = await t.call('POST', path, { token: other.token, body: { reason: 'x' } });
    expect(foreign.status).toBe(404);
    const failed = await t.call('POST', path, { token: g.token, body: { reason: 'Scale broke' } });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ state: 'ERROR', errorReason: 'Scale broke' });
    const errored = await t.call('GET', '/api/segregationUnits?state=ERROR', { token: g.token });
    expect(errored.body.map((u: { uuid: string }) => u.uuid)).toEqual([g.unit]);
    expect((await output(g)).body.errorMessageKey).toBe('noOngoingSegregationUnit');
    expect((await t.call('POST', path, { token: g.token, body: { reason: 'y' } })).status).toBe(
      400,
    );
    await bag(g.token, 'PET_CLEAR');
    const next = await t.call('POST', '/api/collectedMaterials/grade', {
      token: g.token,
      body: {},
    });
    expect(next.status).toBe(201);
  });
});
