import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness/test-app';

const PASSWORD = 'demo-password-clearance';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { CAIRN_DEMO_PASSWORD: PASSWORD }, demo: true });
});
afterAll(async () => {
  await t?.stop();
});

describe('the demo clearances', () => {
  it('has a loaded clearance at Pune, weighed ones from Bandung and Köln, and a truck load at Minas to certify', async () => {
    const as = (hub: string) => t.signIn(`manager.${hub}@cairn.example`, PASSWORD);
    const pune = await as('pune');
    expect(
      (await t.call('GET', '/api/materialClearances?state=LOADED', { token: pune })).body,
    ).toEqual([
      expect.objectContaining({
        transporterLicensePlate: 'MH 12 KL 7702',
        partialClearance: true,
        buyer: 'Bharat Polymers',
      }),
    ]);
    // Bandung's truck is weighed out: its material flow runs to the clearance (issue 39).
    const bandung = await as('bandung');
    expect(
      (await t.call('GET', '/api/clearanceTransports?state=IN_TRANSIT', { token: bandung })).body,
    ).toEqual([expect.objectContaining({ transporterLicensePlate: 'D 8812 AB' })]);
    const koeln = await as('koeln');
    expect(
      (await t.call('GET', '/api/handlingCenterMaterialClearances/loaded', { token: koeln })).body,
    ).toEqual([]);
    const minas = await as('minas');
    // The whole plate finds Köln's truck (Köln is one of Minas's suppliers); a part of it finds nothing.
    expect(
      (
        await t.call('POST', '/api/ongoingTransports/search', {
          token: minas,
          body: { transporterLicensePlate: 'k-rh 2041' },
        })
      ).body,
    ).toEqual([expect.objectContaining({ transporterLicensePlate: 'K RH 2041' })]);
    expect(
      (
        await t.call('POST', '/api/ongoingTransports/search', {
          token: minas,
          body: { transporterLicensePlate: 'K RH' },
        })
      ).body,
    ).toEqual([]);
    expect(
      (await t.call('GET', '/api/coProcessingMaterials/readyForCertification', { token: minas }))
        .body,
    ).toEqual([expect.objectContaining({ licensePlate: 'MH 14 CD 998', weight: 612 })]);
  });
});
