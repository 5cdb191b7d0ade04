import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { PICTURES } from '../../test/harness/fixtures';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';
import { hubOfType, truckFrom } from './transports.fixtures';

const app = useBrowserApp();
const VIEWPORT = { width: 390, height: 844 };
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}( \\(required\\))?$`));
/** The upload path of the picture step (the hub has enableDocumentUpload). */
const attach = async (page: Page, path = PICTURES + 'scale-display-12-5-kg.png') => {
  await page.locator('input[type=file]').setInputFiles(path);
  await page.getByRole('button', { name: 'Replace' }).waitFor();
};
/** Figures refresh after a save; give them a few seconds on a slow machine. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5000 });
const press = async (page: Page, name: string) => {
  const button = page.getByRole('button', { name, exact: true });
  await poll(() => button.isDisabled()).toBe(false);
  await button.click();
};

describe('a carrier in the browser (390×844)', () => {
  it('a carrier registers and dispatches', async () => {
    const { t } = app;
    const cc = await hubOfType(t, 'Supplier Center', 'COLLECTION_CENTER', [
      'WASTE_BAG_REGISTRATION',
    ]);
    const carrier = await hubOfType(
      t,
      'Rota Verde Test',
      'CARRIER',
      ['MATERIAL_REGISTRATION', 'MATERIAL_DISPATCH'],
      {
        enableDocumentUpload: true,
        collectedMaterialTypes: ['CARDBOARD', 'MIXED_PLASTIC'],
        supplierUuids: [cc.hub.uuid],
      },
    );
    await truckFrom(t, cc.hub, 'COLLECTION_CENTER', 'MH 12 AB 1234', ['PET_CLEAR'], 450);
    const page = await app.page({
      viewport: VIEWPORT,
      geolocation: { latitude: -8.05, longitude: -34.9 },
      permissions: ['geolocation'],
    });
    await signInWithEmail(page, t.url, carrier.email, TEST_PASSWORD);
    await page.waitForURL('**/hub-overview');

    // Carrier tabs: Registration and Dispatch; the overview counts the truck on its way.
    await poll(() => page.getByRole('tab').allTextContents()).toEqual(['Registration', 'Dispatch']);
    await poll(() => page.getByTestId('carrier-overview').textContent()).toContain(
      '1ongoing transports',
    );

    // Cancel goes back to the overview (Document 3 §2).
    await page.getByRole('button', { name: 'Register material' }).click();
    await page.waitForURL('**/register-carrier-material');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/hub-overview');

    // The truck arrives: found by its whole plate (spaces and dashes do not matter), its owner prefilled, its weight taken over.
    await page.getByRole('button', { name: 'Register material' }).click();
    await page.waitForURL('**/register-carrier-material');
    await attach(page);
    await page.locator('#transport-plate').fill('mh12ab1234');
    await page.getByRole('menuitem', { name: /MH 12 AB 1234/ }).click();
    await poll(() => page.getByTestId('chosen-transport').textContent()).toContain(
      'from Supplier Center',
    );
    expect(await field(page, 'Transport owner').inputValue()).toBe('Supplier Center');
    await press(page, 'Save');
    await page.waitForURL('**/hub-overview');
    await poll(() => page.getByTestId('carrier-overview').textContent()).toContain(
      '1stored unit0ongoing transports',
    );

    // A unit brought in by the carrier's own truck: weighed, with its material type.
    await page.getByRole('button', { name: 'Register material' }).click();
    await attach(page);
    await field(page, 'Transport owner').fill('Own fleet');
    await field(page, 'Weight').fill('120');
    await page.getByLabel('Material type').selectOption('CARDBOARD');
    await press(page, 'Save');
    await page.waitForURL('**/hub-overview');
    await poll(() => page.getByTestId('carrier-overview').textContent()).toContain('2stored units');

    // Dispatch everything with the waybill as a PDF.
    await page.getByRole('tab', { name: 'Dispatch' }).click();
    await poll(() => page.getByTestId('dispatch-overview').textContent()).toContain(
      '570.00kg in store',
    );
    await press(page, 'Dispatch');
    await page.waitForURL('**/dispatch-carrier-material');
    const waybill = `${t.running.app.config.dataDir}/waybill.pdf`;
    await writeFile(waybill, '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await attach(page, waybill);
    await field(page, 'Identifier').fill('PE-4321');
    await field(page, 'Weight').fill('570');
    await press(page, 'Dispatch');
    await page.waitForURL('**/hub-overview');
    await page.getByRole('tab', { name: 'Dispatch' }).click();
    await poll(() => page.getByTestId('dispatch-overview').textContent()).toContain(
      '0stored units',
    );
    expect(await page.getByRole('button', { name: 'Dispatch', exact: true }).isDisabled()).toBe(
      true,
    );

    // Everything the carrier registered waits for the admin's review; the dispatch is on the road.
    const filters = encodeURIComponent(
      JSON.stringify([{ field: 'HUB_UUID', operator: 'EQUALS', value: carrier.hub.uuid }]),
    );
    const events = (
      await t.call('GET', `/api/admin/hubEvents?page=0&size=10&filters=${filters}`, {
        token: t.adminToken,
      })
    ).body.items as Array<{ type: string; weight: number }>;
    expect(events.map((e) => `${e.type} ${e.weight}`).sort()).toEqual([
      'CLEARANCE 570',
      'REGISTRATION 120',
      'REGISTRATION 450',
    ]);
    const mhc = await hubOfType(
      t,
      'Receiving Hub',
      'MATERIAL_HANDLING_CENTER',
      ['MATERIAL_REGISTRATION'],
      { supplierUuids: [carrier.hub.uuid] },
    );
    const onRoad = await t.call('POST', '/api/ongoingTransports/search', {
      token: mhc.token,
      body: { transporterLicensePlate: 'PE-4321' },
    });
    expect(onRoad.body).toEqual([
      expect.objectContaining({
        owner: 'Rota Verde Test',
        materialTypes: ['CARDBOARD', 'PET_CLEAR'],
        weight: 570,
      }),
    ]);
  });
});
