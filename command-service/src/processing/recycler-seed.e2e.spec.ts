import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness/test-app';

const PASSWORD = 'demo-password-recycler';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { CAIRN_DEMO_PASSWORD: PASSWORD }, demo: true });
});
afterAll(async () => {
  await t?.stop();
});

describe('the demo recycler', () => {
  it('has received two supplier truck loads, processed one and graded the other into the whole chain (issue 39)', async () => {
    const token = await t.signIn('manager.bandung@cairn.example', PASSWORD);
    expect(
      (await t.call('GET', '/api/registeredMaterials/truckLoadsSummary', { token })).body,
    ).toMatchObject({
      truckLoadsCount: 2,
      formattedRegisteredTotal: '3030.00',
      formattedProcessingTotal: '1805.00',
      // The HDPE load is graded by the demo's whole chain (recycler-chain.seed.ts): none left waiting.
      materialTypeBreakdown: {},
    });
    expect((await t.call('GET', '/api/processingUnits', { token })).body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          state: 'PROCESSING_FINISHED',
          materialType: 'PET_CLEAR',
          outputMaterialBags: [expect.objectContaining({ productType: 'CHIP', weight: 1690 })],
        }),
      ]),
    );
  });
});
