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

describe('the material flow (issue 39)', () => {
  it('shows registration, processing and clearance with the mass balance’s figures to the gram', async () => {
    const r = await hubOfType(
      t,
      'Flow Recycler',
      'RECYCLER',
      [...RECYCLER_FEATURES, 'MATERIAL_CLEARANCE'],
      {
        collectedMaterialTypes: ['PET_CLEAR'],
        allowUnregisteredSuppliers: true,
        processingInputMaterialTypes: ['PET_CLEAR'],
        processingOutputMaterialTypes: ['PET_CLEAR'],
        processingOutputProductTypes: ['PELLET'],
      },
    );
    const token = r.token;
    const picture = await uploadEvidence(t, token);
    const register = async (weight: string, plate: string) =>
      (
        await t.call('POST', '/api/registeredMaterials', {
          token,
          body: {
            weight,
            materialType: 'PET_CLEAR',
            licensePlate: plate,
            supplier: 'Dealer',
            pictureFileUploadUuid: picture,
          },
        })
      ).body.uuid as string;
    const load = await register('500.125', 'KA 01');
    await register('80.001', 'KA 02'); // stays in stock
    const unit = (await t.call('POST', `/api/registeredMaterials/${load}/process`, { token })).body
      .uuid;
    expect(
      (
        await t.call('POST', `/api/processingUnits/${unit}/outputMaterialBags`, {
          token,
          body: {
            materialType: 'PET_CLEAR',
            processedAt: today(),
            pictureFileUploadUuid: picture,
            trackedItemUuid: null,
            productType: 'PELLET',
            weight: '450.333',
            quantityUnit: 'KG',
          },
        })
      ).status,
    ).toBe(201);
    await t.call('POST', `/api/processingUnits/${unit}/finish`, { token });
    const clearance = await t.call('POST', '/api/materialClearances', {
      token,
      body: {
        materialTypes: ['PET_CLEAR'],
        productType: 'PELLET',
        transporterLicensePlate: 'KA 06',
        partialClearance: false,
        buyer: 'Bottler',
        pictureFileUploadUuid: picture,
      },
    });
    expect(clearance.status).toBe(201);
    const slip = await uploadEvidence(t, token);
    expect(
      (
        await t.call('POST', `/api/materialClearances/${clearance.body.uuid}/weigh`, {
          token,
          body: { weight: '440.2', weighSlipPictureFileUploadUuid: slip },
        })
      ).status,
    ).toBe(200);

    const flow = await t.call('GET', `/api/massBalance/flow?${PERIOD}`, { token });
    expect(flow.status).toBe(200);
    const account = async (a: string) =>
      (await t.call('GET', `/api/massBalance/overview?account=${a}&${PERIOD}`, { token })).body
        .total as number;
    // Each step is the very figure of its mass-balance account.
    expect(flow.body.steps.registered).toBe(await account('REGISTRATION'));
    expect(flow.body.steps.processedOutput).toBe(await account('PROCESSING'));
    expect(flow.body.steps.cleared).toBe(await account('CLEARANCE'));
    expect(flow.body.steps).toMatchObject({
      registered: 580.126,
      processedLoad: 500.125,
      processedOutput: 450.333,
      cleared: 440.2,
    });
    // The first column: the sources add up to the REGISTRATION account, to the gram.
    expect(flow.body.sources).toEqual([
      { key: 'UNREGISTERED_SUPPLIER', kind: 'UNREGISTERED_SUPPLIER', name: null, weight: 580.126 },
    ]);
    expect(
      Math.round(
        flow.body.sources.reduce((a: number, x: { weight: number }) => a + x.weight, 0) * 1000,
      ) / 1000,
    ).toBe(await account('REGISTRATION'));
    // The steps of the trend add up to the period, to the gram.
    const sum = (k: string) =>
      Math.round(
        flow.body.trend.reduce((a: number, p: Record<string, number>) => a + p[k]!, 0) * 1000,
      ) / 1000;
    expect(sum('registered')).toBe(580.126);
    expect(sum('output')).toBe(450.333);
    expect(sum('cleared')).toBe(440.2);
    const link = (source: string, target: string) =>
      flow.body.links.find(
        (l: { source: string; target: string }) => l.source === source && l.target === target,
      )?.weight;
    expect(link('REGISTERED', 'PROCESSING')).toBe(500.125);
    expect(link('REGISTERED', 'STOCK')).toBe(80.001);
    expect(link('PROCESSING', 'PROCESSED')).toBe(450.333);
    expect(link('PROCESSING', 'LOSS')).toBe(49.792);
    expect(link('PROCESSED', 'CLEARED')).toBe(440.2);
    expect(link('PROCESSED', 'STOCK')).toBe(10.133);

    // The admin sees the same flow; an unknown hub is 404, a bad period 400 with the field's key.
    const admin = await t.call('GET', `/api/admin/hubs/${r.hub.uuid}/flow?${PERIOD}`, {
      token: t.adminToken,
    });
    expect(admin.body).toEqual(flow.body);
    expect(
      (
        await t.call('GET', `/api/admin/hubs/00000000-0000-4000-8000-000000000000/flow?${PERIOD}`, {
          token: t.adminToken,
        })
      ).status,
    ).toBe(404);
    const bad = await t.call('GET', '/api/massBalance/flow?startDate=yesterday', { token });
    expect(bad.status).toBe(400);
    // An empty period is all zeros and no links.
    const empty = await t.call(
      'GET',
      '/api/massBalance/flow?startDate=2001-01-01T00:00:00.000Z&endDate=2001-02-01T00:00:00.000Z',
      { token },
    );
    expect(empty.body.links).toEqual([]);
    expect(empty.body.sources).toEqual([]);

    // Another hub cannot read this one's flow.
    const other = await hubOfType(t, 'Other Recycler', 'RECYCLER', RECYCLER_FEATURES, {
      collectedMaterialTypes: ['PET_CLEAR'],
      processingInputMaterialTypes: ['PET_CLEAR'],
      processingOutputMaterialTypes: ['PET_CLEAR'],
      processingOutputProductTypes: ['PELLET'],
    });
    expect(
      (
        await t.call('GET', `/api/massBalance/flow?${PERIOD}&hubUuid=${r.hub.uuid}`, {
          token: other.token,
        })
      ).status,
    ).toBe(404);
  });
});
