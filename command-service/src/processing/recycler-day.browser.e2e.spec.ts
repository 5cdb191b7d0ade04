import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { PICTURES } from '../../test/harness/fixtures';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';
import { generateFor } from '../grading/grading.fixtures';
import { hubOfType, truckFrom } from '../transports/transports.fixtures';
import { recyclerHub } from '../truck-loads/recycler.fixtures';

const app = useBrowserApp();
const VIEWPORT = { width: 390, height: 844 };
const SHOTS = '/tmp/shots-recycler';
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}( \\(required\\))?$`));
const attach = async (page: Page) => {
  await page.locator('input[type=file]').setInputFiles(PICTURES + 'scale-display-12-5-kg.png');
  await page.getByRole('button', { name: 'Replace' }).waitFor();
};
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5000 });
const press = async (page: Page, name: string) => {
  const button = page.getByRole('button', { name, exact: true }).first();
  await poll(() => button.isDisabled()).toBe(false);
  await button.click();
};
/** An action that cannot be undone is asked once more (issue 18). */
const confirm = (page: Page, name: string) =>
  page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
/** Every screen is looked at 360 px wide too (Document 3: cheap phones). */
const shot = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.waitForTimeout(150);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await page.setViewportSize(VIEWPORT);
};
const summary = (page: Page) => page.getByTestId('truck-loads-summary').textContent();

describe('a recycler in the browser (390×844)', () => {
  it('registers a two-material truck load, grades, processes into oil and finishes', async () => {
    const { t } = app;
    await mkdir(SHOTS, { recursive: true });
    const cc = await hubOfType(t, 'Supplier Center', 'COLLECTION_CENTER', [
      'WASTE_BAG_REGISTRATION',
    ]);
    const r = await recyclerHub(t, 'Bandung Recycler Test', {
      enableDocumentUpload: true,
      processingOutputMaterialTypes: ['PET_CLEAR'],
      supplierUuids: [cc.hub.uuid],
    });
    await truckFrom(t, cc.hub, 'COLLECTION_CENTER', 'B 1234 XY', ['PET_CLEAR', 'HDPE_MIXED'], 900);
    const [tracked] = await generateFor(t, r.hub.uuid, 'TRACKED_ITEM', 1);
    const page = await app.page({
      viewport: VIEWPORT,
      geolocation: { latitude: -6.9, longitude: 107.6 },
      permissions: ['geolocation'],
    });
    await signInWithEmail(page, t.url, r.email, TEST_PASSWORD);
    await page.waitForURL('**/hub-overview');
    await poll(() => page.getByRole('tab').allTextContents()).toEqual([
      'Registration',
      'Grading',
      'Processing',
    ]);
    await poll(() => summary(page)).toContain('0truck loads');
    await shot(page, '01-overview-registration-empty');

    // The other form: an unregistered supplier types plate and supplier.
    await page.getByRole('button', { name: 'Register other truck load' }).click();
    await page.waitForURL('**/register-truck-load?plasticSupplier=false');
    await poll(() => field(page, 'Supplier').isVisible()).toBe(true);
    await shot(page, '02-register-truck-load-own-supplier');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/hub-overview');

    // From the supplier's truck: two material types, so the button reads "Save and continue".
    await page.getByRole('button', { name: 'Register supplier truck load' }).click();
    await page.waitForURL('**/register-material-truck-load?plasticSupplier=true');
    await attach(page);
    await page.locator('#transport-plate').fill('b 1234-xy');
    await page.getByRole('menuitem', { name: /B 1234 XY/ }).click();
    await page.getByLabel(/^Material type/).selectOption('PET_CLEAR');
    await field(page, 'Weight').fill('500');
    await page.locator('#field-internalId').fill('WB-77');
    await poll(() => page.getByRole('button', { name: 'Save and continue' }).isDisabled()).toBe(
      false,
    );
    await shot(page, '03-register-supplier-truck-load');
    await press(page, 'Save and continue');
    await page.waitForURL('**/register-additional-material/*');
    await poll(() => page.getByTestId('additional-transport').textContent()).toContain('B 1234 XY');
    await attach(page);
    await poll(() => page.getByText('Material type: HDPE mixed').isVisible()).toBe(true);
    await field(page, 'Weight').fill('380');
    await shot(page, '04-register-additional-material');
    await press(page, 'Save');
    await page.waitForURL('**/hub-overview');
    await poll(() => summary(page)).toContain('2truck loads880.00kg registered');
    await shot(page, '05-overview-registration-two-loads');

    // Grading: the PET load.
    await page.getByRole('tab', { name: 'Grading' }).click();
    const petRow = page.getByTestId('truck-loads').locator('li', { hasText: 'PET clear' });
    await shot(page, '06-grading-start');
    await petRow.getByRole('button', { name: 'Grade' }).click();
    // The first times, the instruction explains how a truck-load grading ends (Document 3 §4).
    await page.getByRole('dialog').getByText('finish the grading on this tab').waitFor();
    await shot(page, '06b-grading-instruction');
    await page.getByRole('button', { name: 'Continue' }).click();
    await poll(() => page.getByTestId('ongoing-grading').textContent()).toContain('500.00');
    await press(page, 'Register output bag');
    await page.waitForURL('**/register-output-material-bag');
    await attach(page);
    await field(page, 'Weight').fill('490');
    await page.getByLabel(/^Material type/).selectOption('PET_CLEAR');
    await press(page, 'Save');
    await page.waitForURL('**/finish-grading');
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await page.waitForURL('**/hub-overview');
    await page.getByRole('tab', { name: 'Grading' }).click();
    await press(page, 'Finish grading');
    await confirm(page, 'Finish grading');
    await poll(() => page.getByTestId('truck-loads').textContent()).toContain('HDPE mixed');

    // Processing: the HDPE load, into oil (liters) on a tracked item's card.
    await page.getByRole('tab', { name: 'Processing' }).click();
    await shot(page, '07-processing-start');
    await page
      .getByTestId('truck-loads')
      .locator('li', { hasText: 'HDPE mixed' })
      .getByRole('button', { name: 'Process' })
      .click();
    await confirm(page, 'Process');
    await poll(() => page.getByTestId('ongoing-processing').textContent()).toContain(
      'From 380.00 kg of HDPE mixed',
    );
    const unitUuid = (
      await t.call('GET', '/api/processingUnits?state=IN_PROGRESS', { token: r.token })
    ).body[0].uuid as string;
    await page.goto(
      `${t.url}/processing-unit/${unitUuid}/register-output-material-bag/?trackedItemUuid=${tracked}`,
    );
    await attach(page);
    expect(await page.getByLabel(/^Material type/).count()).toBe(0);
    await poll(() => page.getByTestId('output-unit').textContent()).toBe('kg');
    await page.getByLabel(/^Product type/).selectOption('OIL');
    await poll(() => page.getByTestId('output-unit').textContent()).toBe('l');
    await field(page, 'Volume').fill('40');
    await shot(page, '08-register-processing-output-bag');
    await press(page, 'Save');
    await page.waitForURL('**/hub-overview');
    await page.getByRole('tab', { name: 'Processing' }).click();
    await poll(() => page.getByTestId('ongoing-processing').textContent()).toContain('40.00 l');
    // And pellets, in kilograms, from the panel's button.
    await press(page, 'Register output bag');
    await page.waitForURL('**/register-output-material-bag');
    await attach(page);
    await page.getByLabel(/^Product type/).selectOption('PELLET');
    await field(page, 'Weight').fill('300');
    await press(page, 'Save');
    await page.waitForURL('**/hub-overview');
    await page.getByRole('tab', { name: 'Processing' }).click();
    await poll(() => page.getByTestId('ongoing-processing').textContent()).toContain(
      '2output bags300.00kg processed40.00l processed',
    );
    await shot(page, '09-processing-ongoing');
    await press(page, 'Finish processing');
    await confirm(page, 'Finish processing');
    await poll(() => page.getByText('No processing in progress').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Registration' }).click();
    await poll(() => summary(page)).toContain('Graded500.00 kg');
    expect(await summary(page)).toContain('Processed380.00 kg');
    // The mass balance panel (period selector) counts the processed output too.
    await poll(() => page.getByTestId('mass-balance-PROCESSING').textContent()).toContain('300.00');
    await poll(() => page.getByTestId('mass-balance-REGISTRATION').textContent()).toContain(
      '880.00',
    );
    await shot(page, '10-overview-after-processing');

    const filters = encodeURIComponent(
      JSON.stringify([{ field: 'HUB_UUID', operator: 'EQUALS', value: r.hub.uuid }]),
    );
    const events = (
      await t.call('GET', `/api/admin/hubEvents?page=0&size=10&filters=${filters}`, {
        token: t.adminToken,
      })
    ).body.items as Array<{ type: string; weight: number }>;
    expect(events.map((e) => `${e.type} ${e.weight}`).sort()).toEqual([
      'PROCESSING 300',
      'PROCESSING 40',
      'REGISTRATION 380',
      'REGISTRATION 500',
      'SEGREGATION 490',
    ]);
    expect(
      (await t.call('GET', `/api/processingUnits?state=IN_PROGRESS`, { token: r.token })).body,
    ).toEqual([]);
  });
});
