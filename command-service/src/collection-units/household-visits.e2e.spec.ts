import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { hubOfType, uploadEvidence } from '../transports/transports.fixtures';

/** Issue 20 item 5: household visits without material on a collection round, per the hub's features. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const startRound = async (token: string) => {
  const started = await t.call('POST', '/api/collectionUnits', {
    token,
    body: {
      transporterLicensePlate: 'MH-12-AB-1234',
      transporterPictureFileUploadUuid: await uploadEvidence(t, token),
    },
  });
  expect(started.status).toBe(201);
  return started.body.uuid as string;
};

describe('household visits without material', () => {
  it('records the outcomes the hub’s features allow, counts them per round, and refuses the others', async () => {
    const pickup = await hubOfType(t, 'Visit Point', 'PICKUP_POINT', ['MATERIAL_COLLECTION']);
    const cc = await hubOfType(t, 'Visit CC', 'COLLECTION_CENTER', [
      'MATERIAL_COLLECTION',
      'WASTE_BAG_REGISTRATION',
      'COLLECTOR_HOUSEHOLD_NO_WASTE',
      'COLLECTOR_HOUSEHOLD_VACANT',
    ]);
    const { token } = cc;
    const unit = await startRound(token);
    const visit = (body: unknown, as = token, uuid = unit) =>
      t.call('POST', `/api/collectionUnits/${uuid}/householdVisits`, { token: as, body });

    const noWaste = await visit({ outcome: 'NO_WASTE', supplierUuid: pickup.hub.uuid });
    expect(noWaste.status).toBe(201);
    expect(noWaste.body).toMatchObject({
      uuid: unit,
      pickUpPointsVisited: 1,
      collectedUnitsCount: 0,
      householdVisits: { FEE_PAID: 0, NO_WASTE: 1, VACANT: 0 },
    });
    expect((await visit({ outcome: 'VACANT' })).status).toBe(201);

    // FEE_PAID needs COLLECTOR_HOUSEHOLD_FEE_PAYMENT, which this hub lacks.
    const fee = await visit({ outcome: 'FEE_PAID', supplierUuid: pickup.hub.uuid });
    expect(fee.status).toBe(403);
    expect(fee.body).toEqual({ errorMessageKey: 'apiErrorForbidden' });
    expect((await visit({ outcome: 'SOLD' })).body.fieldErrors).toEqual({
      outcome: 'validationInvalid',
    });
    expect((await visit({})).body.fieldErrors).toEqual({ outcome: 'validationRequired' });
    const unknownPoint = await visit({
      outcome: 'VACANT',
      supplierUuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownPoint.status).toBe(400);
    expect(unknownPoint.body.fieldErrors).toEqual({ supplierUuid: 'validationInvalid' });

    // Another hub's round is not found; nothing above changed the counts.
    const other = await hubOfType(t, 'Other Visit CC', 'COLLECTION_CENTER', [
      'MATERIAL_COLLECTION',
      'COLLECTOR_HOUSEHOLD_VACANT',
    ]);
    expect((await visit({ outcome: 'VACANT' }, other.token)).status).toBe(404);
    expect((await t.call('GET', '/api/collectionUnits/ongoing', { token })).body).toMatchObject({
      householdVisits: { FEE_PAID: 0, NO_WASTE: 1, VACANT: 1 },
    });

    const finished = await t.call('POST', `/api/collectionUnits/${unit}/finish`, {
      token,
      body: { weight: '1', weighSlipPictureFileUploadUuid: await uploadEvidence(t, token) },
    });
    expect(finished.status).toBe(200);
    expect((await visit({ outcome: 'VACANT' })).status).toBe(409);
    expect((await t.call('GET', '/api/collectionUnits/summary', { token })).body).toMatchObject({
      collectionUnitCount: 1,
      householdVisitsCount: 2,
    });
  });

  it('refuses every outcome to a hub with none of the household features', async () => {
    const cc = await hubOfType(t, 'Plain CC', 'COLLECTION_CENTER', ['MATERIAL_COLLECTION']);
    const unit = await startRound(cc.token);
    for (const outcome of ['FEE_PAID', 'NO_WASTE', 'VACANT']) {
      const refused = await t.call('POST', `/api/collectionUnits/${unit}/householdVisits`, {
        token: cc.token,
        body: { outcome },
      });
      expect(refused.status).toBe(403);
    }
    expect(
      (await t.call('GET', '/api/collectionUnits/ongoing', { token: cc.token })).body
        .householdVisits,
    ).toEqual({ FEE_PAID: 0, NO_WASTE: 0, VACANT: 0 });
  });
});
