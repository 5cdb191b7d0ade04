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

const CLEARING = ['WASTE_BAG_REGISTRATION', 'MATERIAL_CLEARANCE', 'MASS_BALANCE_TRACKING'];
const period = () => {
  const start = new Date();
  start.setUTCHours(0, 0, 0, 0);
  return `startDate=${encodeURIComponent(start.toISOString())}&endDate=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}`;
};
const hubWith = async (name: string, settings: Record<string, boolean>) => {
  const h = await gradingHub(t, name, { features: CLEARING, ...settings });
  for (const weight of ['30', '12.5'])
    expect(
      (
        await t.call('POST', '/api/collectedMaterials', {
          token: h.token,
          body: {
            registrationUnit: 'BAG',
            weight,
            materialType: 'PET_CLEAR',
            pictureFileUploadUuid: await uploadEvidence(t, h.token),
          },
        })
      ).status,
    ).toBe(201);
  return h;
};
const cleared = async (token: string) =>
  (await t.call('GET', `/api/massBalance/overview?account=CLEARANCE&${period()}`, { token })).body
    .total;
const stock = async (token: string) =>
  (await t.call('GET', '/api/materialClearances/summary', { token })).body.totalStock;

describe('weighMaterialClearance (issue 20)', () => {
  it('off: the clearance is complete when loaded, cleared at its estimate in stock and mass balance', async () => {
    const { token } = await hubWith('Unweighed Center', {
      weighMaterialClearance: false,
      showMaterialClearanceTransport: false,
    });
    const partial = await t.call('POST', '/api/materialClearances', {
      token,
      body: {
        materialTypes: ['PET_CLEAR'],
        partialClearance: true,
        estimatedWeight: '20',
        buyer: 'Bharat Polymers',
        pictureFileUploadUuid: await uploadEvidence(t, token),
      },
    });
    expect(partial.status).toBe(201);
    expect(partial.body).toMatchObject({
      state: 'IN_TRANSIT',
      weight: 20,
      transporterLicensePlate: '',
      ongoingTransportUuid: null,
    });
    expect(await stock(token)).toBe(22.5);
    expect(await cleared(token)).toBe(20);
    expect((await t.call('GET', '/api/materialClearances?state=LOADED', { token })).body).toEqual(
      [],
    );
    const weigh = await t.call('POST', `/api/materialClearances/${partial.body.uuid}/weigh`, {
      token,
      body: { weight: '21', weighSlipPictureFileUploadUuid: await uploadEvidence(t, token) },
    });
    expect(weigh.status).toBe(409);

    // A full one clears the whole stock of its type at once.
    const full = await t.call('POST', '/api/materialClearances', {
      token,
      body: {
        materialTypes: ['PET_CLEAR'],
        partialClearance: false,
        buyer: '-',
        pictureFileUploadUuid: await uploadEvidence(t, token),
      },
    });
    expect(full.body).toMatchObject({ state: 'IN_TRANSIT', weight: 22.5 });
    expect(await cleared(token)).toBe(42.5);
  });

  it('off: without the transport step the picture is still the evidence asked', async () => {
    const { token } = await hubWith('Unweighed Without Picture', {
      weighMaterialClearance: false,
      showMaterialClearanceTransport: false,
    });
    const refused = await t.call('POST', '/api/materialClearances', {
      token,
      body: { materialTypes: ['PET_CLEAR'], partialClearance: false, buyer: '-' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ pictureFileUploadUuid: 'validationRequired' });
    expect(await stock(token)).toBe(42.5);
  });

  it('on: loaded, nothing cleared until weighed; the weighed weight counts', async () => {
    const { token } = await hubWith('Weighed Center', {
      weighMaterialClearance: true,
      showMaterialClearanceTransport: false,
    });
    // Weighed and no transport step: neither plate nor picture is asked (the weigh slip is the evidence).
    const loaded = await t.call('POST', '/api/materialClearances', {
      token,
      body: { materialTypes: ['PET_CLEAR'], partialClearance: false, buyer: '-' },
    });
    expect(loaded.status).toBe(201);
    expect(loaded.body).toMatchObject({ state: 'LOADED', weight: null });
    expect(await stock(token)).toBe(0);
    expect(await cleared(token)).toBe(0);
    const weighed = await t.call('POST', `/api/materialClearances/${loaded.body.uuid}/weigh`, {
      token,
      body: { weight: '41', weighSlipPictureFileUploadUuid: await uploadEvidence(t, token) },
    });
    expect(weighed.body).toMatchObject({ state: 'IN_TRANSIT', weight: 41 });
    expect(await cleared(token)).toBe(41);
  });
});

describe('showMaterialClearanceTransport (issue 20)', () => {
  it('on: the transporter plate and picture are required', async () => {
    const { token } = await hubWith('Transport Step Center', {
      weighMaterialClearance: true,
      showMaterialClearanceTransport: true,
    });
    const refused = await t.call('POST', '/api/materialClearances', {
      token,
      body: { materialTypes: ['PET_CLEAR'], partialClearance: false, buyer: '-' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      transporterLicensePlate: 'validationRequired',
      pictureFileUploadUuid: 'validationRequired',
    });
    const handling = await gradingHub(t, 'Transport Step Handling', {
      type: 'MATERIAL_HANDLING_CENTER',
      features: ['MATERIAL_REGISTRATION', 'MATERIAL_CLEARANCE'],
      collectedMaterialTypes: ['PET_CLEAR'],
    });
    const noPlate = await t.call('POST', '/api/handlingCenterMaterialClearances', {
      token: handling.token,
      body: { materialTypes: ['PET_CLEAR'], buyer: 'B' },
    });
    expect(noPlate.body.fieldErrors).toEqual({
      transporterLicensePlate: 'validationRequired',
      transporterPictureFileUploadUuid: 'validationRequired',
    });
  });
});
