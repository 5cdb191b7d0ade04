import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { hubOfType, uploadEvidence } from '../transports/transports.fixtures';
import { RECYCLER_FEATURES } from '../truck-loads/recycler.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const PERIOD = 'startDate=2000-01-01T00:00:00.000Z&endDate=2100-01-01T00:00:00.000Z';
const today = () => new Date().toISOString().slice(0, 10);

describe('litres in the stock and the mass balance (issue 18)', () => {
  it('counts oil in litres beside the kilograms, clears it in litres and never adds the two', async () => {
    const r = await hubOfType(
      t,
      'Oil Recycler',
      'RECYCLER',
      [...RECYCLER_FEATURES, 'MATERIAL_CLEARANCE'],
      {
        collectedMaterialTypes: ['PET_CLEAR'],
        allowUnregisteredSuppliers: true,
        processingInputMaterialTypes: ['PET_CLEAR'],
        processingOutputMaterialTypes: ['PET_CLEAR'],
        processingOutputProductTypes: ['PELLET', 'OIL'],
      },
    );
    const token = r.token;
    const pictureFileUploadUuid = await uploadEvidence(t, token);
    const load = (
      await t.call('POST', '/api/registeredMaterials', {
        token,
        body: {
          weight: '500',
          materialType: 'PET_CLEAR',
          licensePlate: 'KA 05',
          supplier: 'Dealer',
          pictureFileUploadUuid,
        },
      })
    ).body.uuid;
    const unit = (await t.call('POST', `/api/registeredMaterials/${load}/process`, { token })).body
      .uuid;
    const bags = `/api/processingUnits/${unit}/outputMaterialBags`;
    const bag = {
      materialType: 'PET_CLEAR',
      processedAt: today(),
      pictureFileUploadUuid,
      trackedItemUuid: null,
    };
    expect(
      (
        await t.call('POST', bags, {
          token,
          body: { ...bag, productType: 'PELLET', weight: '250', quantityUnit: 'KG' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await t.call('POST', bags, {
          token,
          body: { ...bag, productType: 'OIL', weight: '120.5', quantityUnit: 'LITER' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await t.call('POST', bags, {
          token,
          body: { ...bag, productType: 'OIL', weight: '30', quantityUnit: 'LITER' },
        })
      ).status,
    ).toBe(201);
    await t.call('POST', `/api/processingUnits/${unit}/finish`, { token });

    const processed = (
      await t.call('GET', `/api/massBalance/overview?account=PROCESSING&${PERIOD}`, { token })
    ).body;
    expect(processed).toMatchObject({ quantityUnit: 'KG', total: 250, literTotal: 150.5 });
    expect(processed.outputTypeBreakdown).toEqual([
      { materialType: 'PET_CLEAR', productType: 'PELLET', quantityUnit: 'KG', weight: 250 },
      { materialType: 'PET_CLEAR', productType: 'OIL', quantityUnit: 'LITER', weight: 150.5 },
    ]);
    const clearable = (
      await t.call('GET', `/api/massBalance/clearable?account=PROCESSING&${PERIOD}`, { token })
    ).body;
    expect(clearable).toMatchObject({ total: 250, literTotal: 150.5 });
    expect((await t.call('GET', '/api/clearances/overview', { token })).body).toMatchObject({
      quantityUnit: 'KG',
      materialTotal: 250,
      literTotal: 150.5,
    });

    // The oil leaves in litres: the stock in litres pays for it, the kilograms stay whole.
    const cleared = await t.call('POST', '/api/materialClearances', {
      token,
      body: {
        materialTypes: ['PET_CLEAR'],
        productType: 'OIL',
        transporterLicensePlate: 'KA 06',
        partialClearance: false,
        buyer: 'Refinery',
        pictureFileUploadUuid,
      },
    });
    expect(cleared.status).toBe(201);
    expect(cleared.body.quantityUnit).toBe('LITER');
    const slip = await uploadEvidence(t, token);
    expect(
      (
        await t.call('POST', `/api/materialClearances/${cleared.body.uuid}/weigh`, {
          token,
          body: { weight: '148', weighSlipPictureFileUploadUuid: slip },
        })
      ).status,
    ).toBe(200);
    const clearance = (
      await t.call('GET', `/api/massBalance/overview?account=CLEARANCE&${PERIOD}`, { token })
    ).body;
    expect(clearance).toMatchObject({
      total: 0,
      literTotal: 148,
      outputTypeBreakdown: [
        { materialType: 'PET_CLEAR', productType: 'OIL', quantityUnit: 'LITER', weight: 148 },
      ],
    });
    expect((await t.call('GET', '/api/clearances/overview', { token })).body).toMatchObject({
      materialTotal: 250,
      literTotal: 0,
    });
    const stock = (
      await t.call('GET', `/api/admin/hubs/stock?hubUuid=${r.hub.uuid}`, { token: t.adminToken })
    ).body as Array<{ quantityUnit: string; quantity: number }>;
    expect(stock.map((l) => `${l.quantity} ${l.quantityUnit}`)).toEqual(['250 KG']);
  });
});
