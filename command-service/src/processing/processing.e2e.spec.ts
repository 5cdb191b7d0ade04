import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackedItemRow } from '@cairn/projection-service';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { generateFor } from '../grading/grading.fixtures';
import { hubOfType, uploadEvidence } from '../transports/transports.fixtures';
import { recyclerHub } from '../truck-loads/recycler.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const PERIOD = 'startDate=2000-01-01T00:00:00.000Z&endDate=2100-01-01T00:00:00.000Z';
const stockOf = async (hubUuid: string) =>
  Object.fromEntries(
    (
      (await t.call('GET', `/api/admin/hubs/stock?hubUuid=${hubUuid}`, { token: t.adminToken }))
        .body as Array<{ materialType: string; quantity: number; quantityUnit: string }>
    ).map((l) => [`${l.materialType} ${l.quantityUnit}`, l.quantity]),
  );
const today = () => new Date().toISOString().slice(0, 10);

describe("a recycler's processing units over HTTP", () => {
  it('processes a truck load into pellets and oil, moves the tracked item, finishes; stock and mass balance follow', async () => {
    const r = await recyclerHub(t, 'Processor');
    const token = r.token;
    const pictureFileUploadUuid = await uploadEvidence(t, token);
    const load = (
      await t.call('POST', '/api/registeredMaterials', {
        token,
        body: {
          weight: '400',
          materialType: 'PET_CLEAR',
          licensePlate: 'KA 03',
          supplier: 'Dealer',
          pictureFileUploadUuid,
        },
      })
    ).body.uuid;
    expect((await t.call('GET', '/api/processingUnits?state=IN_PROGRESS', { token })).body).toEqual(
      [],
    );

    const unit = await t.call('POST', `/api/registeredMaterials/${load}/process`, { token });
    expect(unit.status).toBe(201);
    expect(unit.body).toMatchObject({
      state: 'IN_PROGRESS',
      materialType: 'PET_CLEAR',
      supplier: 'Dealer',
      weight: 400,
      originalWeight: 400,
      rejectedWeight: 0,
      registeredMaterialUuid: load,
    });
    expect(
      (await t.call('GET', '/api/processingUnits?state=IN_PROGRESS', { token })).body.map(
        (u: { uuid: string }) => u.uuid,
      ),
    ).toEqual([unit.body.uuid]);
    expect(
      (await t.call('POST', `/api/registeredMaterials/${load}/grade`, { token })).body.fieldErrors,
    ).toEqual({ registeredMaterialUuid: 'validationInvalid' });
    expect(
      (
        await t.call('POST', '/api/processingUnits/start', {
          token,
          body: { materialType: 'PET_CLEAR', originalWeight: '10' },
        })
      ).status,
    ).toBe(409);

    const path = `/api/processingUnits/${unit.body.uuid}/outputMaterialBags`;
    const [tracked] = await generateFor(t, r.hub.uuid, 'TRACKED_ITEM', 1);
    const bag = {
      materialType: 'PET_CLEAR',
      productType: 'PELLET',
      processedAt: today(),
      weight: '300',
      quantityUnit: 'KG',
      pictureFileUploadUuid,
      trackedItemUuid: tracked,
    };
    const bad = await t.call('POST', path, {
      token,
      body: {
        materialType: 'X',
        productType: 'X',
        processedAt: '2999-01-01',
        weight: 'abc',
        quantityUnit: 'TON',
        pictureFileUploadUuid: 'x',
        trackedItemUuid: 'x',
      },
    });
    expect(bad.body.fieldErrors).toEqual({
      materialType: 'validationRequired',
      productType: 'validationRequired',
      processedAt: 'validationNotInFuture',
      weight: 'validationInvalid',
      quantityUnit: 'validationInvalid',
      pictureFileUploadUuid: 'validationInvalid',
      trackedItemUuid: 'validationInvalid',
    });
    expect(
      (await t.call('POST', path, { token, body: { ...bag, productType: 'OIL' } })).body
        .fieldErrors,
    ).toEqual({ quantityUnit: 'validationInvalid' });
    expect(
      (await t.call('POST', path, { token, body: { ...bag, weight: '500' } })).body.fieldErrors,
    ).toEqual({ weight: 'validationMax' });
    const other = await recyclerHub(t, 'Other Recycler');
    const [foreign] = await generateFor(t, other.hub.uuid, 'TRACKED_ITEM', 1);
    expect(
      (await t.call('POST', path, { token, body: { ...bag, trackedItemUuid: foreign } })).body
        .fieldErrors,
    ).toEqual({ trackedItemUuid: 'validationInvalid' });
    expect(
      (await t.call('POST', `/api/processingUnits/${unit.body.uuid}/finish`, { token })).body
        .fieldErrors,
    ).toEqual({ outputMaterialBags: 'validationRequired' });

    const pellets = await t.call('POST', path, { token, body: bag });
    expect(pellets.status).toBe(201);
    expect((await t.running.app.rows.get<TrackedItemRow>('trackedItems', tracked))?.state).toBe(
      'PROCESSED',
    );
    const oil = await t.call('POST', path, {
      token,
      body: {
        ...bag,
        productType: 'OIL',
        quantityUnit: 'LITER',
        weight: '40',
        trackedItemUuid: null,
      },
    });
    expect(oil.body.processingUnit.outputMaterialBags).toEqual([
      expect.objectContaining({ productType: 'PELLET', weight: 300, quantityUnit: 'KG' }),
      expect.objectContaining({ productType: 'OIL', weight: 40, quantityUnit: 'LITER' }),
    ]);
    // Another hub sees none of it; a collection center may not process at all.
    expect(
      (
        await t.call('POST', path, {
          token: other.token,
          body: {
            ...bag,
            pictureFileUploadUuid: await uploadEvidence(t, other.token),
            trackedItemUuid: null,
          },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('POST', `/api/processingUnits/${unit.body.uuid}/finish`, {
          token: other.token,
        })
      ).status,
    ).toBe(404);
    const cc = await hubOfType(t, 'CC no processing', 'COLLECTION_CENTER', [
      'WASTE_BAG_REGISTRATION',
    ]);
    expect(
      (
        await t.call('POST', path, {
          token: cc.token,
          body: {
            ...bag,
            pictureFileUploadUuid: await uploadEvidence(t, cc.token),
            trackedItemUuid: null,
          },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.call('POST', `/api/processingUnits/${unit.body.uuid}/finish`, { token: cc.token }))
        .status,
    ).toBe(403);
    expect(
      (
        await t.call('POST', '/api/processingUnits/start', {
          token: cc.token,
          body: { materialType: 'PET_CLEAR', originalWeight: '10' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.call('POST', `/api/registeredMaterials/${load}/process`, { token: cc.token }))
        .status,
    ).toBe(403);

    const finished = await t.call('POST', `/api/processingUnits/${unit.body.uuid}/finish`, {
      token,
    });
    expect(finished.body.state).toBe('PROCESSING_FINISHED');
    expect((await t.call('GET', '/api/processingUnits?state=IN_PROGRESS', { token })).body).toEqual(
      [],
    );
    expect(
      (await t.call('POST', path, { token, body: { ...bag, trackedItemUuid: null } })).body
        .errorMessageKey,
    ).toBe('noMaterialSourceForProcessing');

    expect(await stockOf(r.hub.uuid)).toEqual({ 'PET_CLEAR KG': 300, 'PET_CLEAR LITER': 40 });
    const overview = (
      await t.call('GET', `/api/massBalance/overview?account=PROCESSING&${PERIOD}`, { token })
    ).body;
    // Litres of oil are counted beside the kilograms, never added to them.
    expect(overview).toEqual({
      outputTypeBreakdown: [
        { materialType: 'PET_CLEAR', productType: 'PELLET', quantityUnit: 'KG', weight: 300 },
        { materialType: 'PET_CLEAR', productType: 'OIL', quantityUnit: 'LITER', weight: 40 },
      ],
      quantityUnit: 'KG',
      total: 300,
      literTotal: 40,
      flaggedTotal: 0,
    });
    expect(
      (await t.call('GET', `/api/massBalance/clearable?account=REGISTRATION&${PERIOD}`, { token }))
        .body.total,
    ).toBe(0);
    expect(
      (await t.call('GET', '/api/registeredMaterials/truckLoadsSummary', { token })).body
        .formattedProcessingTotal,
    ).toBe('400.00');
    const filters = JSON.stringify([{ field: 'HUB_UUID', operator: 'EQUALS', value: r.hub.uuid }]);
    const events = (
      await t.call(
        'GET',
        `/api/admin/hubEvents?page=0&size=50&filters=${encodeURIComponent(filters)}`,
        { token: t.adminToken },
      )
    ).body.items as Array<Record<string, unknown>>;
    expect(
      events
        .filter((e) => e.type === 'PROCESSING')
        .map((e) => e.productType)
        .sort(),
    ).toEqual(['OIL', 'PELLET']);
  });

  it('starts from graded stock: originalWeight − rejectedWeight is processed; every field answers its key', async () => {
    const r = await recyclerHub(t, 'Stock Processor');
    const token = r.token;
    const bad = await t.call('POST', '/api/processingUnits/start', {
      token,
      body: {
        materialType: 'NOPE',
        supplier: 'x'.repeat(101),
        originalWeight: '',
        rejectedWeight: 'a',
      },
    });
    expect(bad.body.fieldErrors).toEqual({
      materialType: 'validationRequired',
      supplier: 'validationExceedsMaxLength',
      originalWeight: 'validationRequired',
      rejectedWeight: 'validationInvalid',
    });
    expect(
      (
        await t.call('POST', '/api/processingUnits/start', {
          token,
          body: { materialType: 'PET_CLEAR', originalWeight: '10', rejectedWeight: '11' },
        })
      ).body.fieldErrors,
    ).toEqual({ rejectedWeight: 'validationMax' });
    expect(
      (
        await t.call('POST', '/api/processingUnits/start', {
          token,
          body: { materialType: 'CARDBOARD', originalWeight: '10' },
        })
      ).body.fieldErrors,
    ).toEqual({ materialType: 'validationInvalid' });
    const pictureFileUploadUuid = await uploadEvidence(t, token);
    const load = (
      await t.call('POST', '/api/registeredMaterials', {
        token,
        body: {
          weight: '200',
          materialType: 'HDPE_MIXED',
          licensePlate: 'KA 04',
          supplier: 'Dealer',
          pictureFileUploadUuid,
        },
      })
    ).body.uuid;
    const grading = (await t.call('POST', `/api/registeredMaterials/${load}/grade`, { token })).body
      .uuid;
    await t.call('POST', `/api/segregationUnits/${grading}/outputMaterialBags`, {
      token,
      body: { weight: '180', materialType: 'HDPE_MIXED', pictureFileUploadUuid },
    });
    await t.call('POST', `/api/segregationUnits/${grading}/finish`, { token });

    const unit = await t.call('POST', '/api/processingUnits/start', {
      token,
      body: {
        materialType: 'HDPE_MIXED',
        supplier: 'Dealer',
        originalWeight: '150',
        rejectedWeight: '10',
      },
    });
    expect(unit.body).toMatchObject({
      state: 'IN_PROGRESS',
      weight: 140,
      originalWeight: 150,
      rejectedWeight: 10,
      registeredMaterialUuid: null,
    });
    expect(
      (await t.call('GET', `/api/massBalance/clearable?account=SEGREGATION&${PERIOD}`, { token }))
        .body.total,
    ).toBe(40);
    expect(await stockOf(r.hub.uuid)).toEqual({ 'HDPE_MIXED KG': 40 });
    expect(
      (
        await t.call('POST', '/api/processingUnits/00000000-0000-4000-8000-000000000000/finish', {
          token,
        })
      ).status,
    ).toBe(404);
  });
});
