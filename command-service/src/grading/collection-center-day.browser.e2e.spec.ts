import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { PICTURES } from '../../test/harness/fixtures';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';
import { generateFor, gradingHub } from './grading.fixtures';

const app = useBrowserApp();

const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}( \\(required\\))?$`));
/** The upload path of the picture step (the hub has enableDocumentUpload). */
const attach = async (page: Page, file = 'scale-display-12-5-kg.png') => {
  await page.locator('input[type=file]').setInputFiles(PICTURES + file);
  await page.getByRole('button', { name: 'Replace' }).waitFor();
};
const save = async (page: Page) => {
  const button = page.getByRole('button', { name: 'Save' });
  await expect.poll(() => button.isDisabled()).toBe(false);
  await button.click();
};

describe("a collection center's day in the browser (390×844)", () => {
  it('defines a collector, registers bags for them, grades them, and the mass balance shows the totals', async () => {
    const { t } = app;
    const { hub, email, token } = await gradingHub(t, 'Browser Grading Hub', {
      enableDocumentUpload: true,
    });
    const [collectorUuid] = await generateFor(t, hub.uuid, 'COLLECTOR', 1);
    const page = await app.page({
      viewport: { width: 390, height: 844 },
      geolocation: { latitude: 18.52, longitude: 73.85 },
      permissions: ['geolocation'],
    });
    const context = page.context();
    await signInWithEmail(page, t.url, email, TEST_PASSWORD);
    await page.waitForURL('**/hub-overview');

    // The QR card of an undefined collector leads to its definition first.
    await page.goto(`${t.url}/active-collector/${collectorUuid}`);
    await page.waitForURL(`**/define-collector/${collectorUuid}`);
    await attach(page);
    await field(page, 'ID number').fill('MH-7781');
    await field(page, 'Name').fill('Asha Kamble');
    await field(page, 'Birth date').fill('12/04/1988');
    await save(page);
    await page.waitForURL(`**/active-collector/${collectorUuid}`);
    await expect.poll(() => page.getByTestId('collector-name').textContent()).toBe('Asha Kamble');

    for (const [weight, type] of [
      ['12.5', 'PET_CLEAR'],
      ['7.5', 'HDPE_MIXED'],
    ]) {
      await page.getByRole('button', { name: 'Register bag' }).click();
      await page.waitForURL(/register-material-bag\?collectorUuid=/);
      await attach(page);
      await field(page, 'Weight').fill(weight);
      await field(page, 'Material type').selectOption(type);
      await save(page);
      await page.waitForURL(`**/active-collector/${collectorUuid}`);
    }

    await page.goto(`${t.url}/hub-overview`);
    await page.getByRole('tab', { name: 'Grading' }).click();
    await page.getByRole('button', { name: 'Start grading' }).click();
    // The first times, the material-grading instruction comes first (FINISH_MATERIAL_GRADING, issue 18).
    await page
      .getByRole('dialog')
      .getByText('Sort every registered waste bag into output bags', { exact: false })
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => page.getByTestId('ongoing-grading').textContent())
      .toContain('From 2 waste bags, 20.00 kg');
    expect(
      (
        await t.call('GET', '/api/userInstructionViews?instruction=FINISH_MATERIAL_GRADING', {
          token,
        })
      ).body.viewsCount,
    ).toBe(1);

    await page.getByRole('button', { name: 'Register output bag' }).click();
    await page.waitForURL(/\/segregation-unit\/.+\/register-output-material-bag$/);
    await attach(page);
    await field(page, 'Weight').fill('11');
    await field(page, 'Material type').selectOption('PET_CLEAR');
    await save(page);
    await page.waitForURL('**/finish-grading');
    await expect.poll(() => page.getByTestId('ongoing-grading').textContent()).toContain('11.00');
    expect(await page.getByTestId('active-collector-name').textContent()).toBe('Asha Kamble');
    await page.screenshot({ path: `${t.running.app.config.dataDir}/finish-grading.png` });
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await page.waitForURL('**/hub-overview');

    // The ongoing grading opens the Grading tab first.
    await page.getByRole('button', { name: 'Finish grading' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Finish grading' }).click(); // asked once more (issue 18)
    await page.getByRole('button', { name: 'Start grading' }).waitFor();

    const registered = page.getByTestId('mass-balance-REGISTRATION');
    await expect.poll(() => registered.textContent(), { timeout: 10_000 }).toContain('20.00 kg');
    await expect
      .poll(() => page.getByTestId('mass-balance-SEGREGATION').textContent())
      .toContain('11.00 kg');
    await registered.getByRole('button').click();
    await expect.poll(() => registered.textContent()).toContain('HDPE mixed7.50 kg');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await context.close();
  });
});
