import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { PICTURES } from '../../test/harness/fixtures';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';
import { uploadEvidence } from '../transports/transports.fixtures';
import { gradingHub } from './grading.fixtures';

const app = useBrowserApp();
const SHOTS = '/tmp/shots-bales';
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5000 });

/** Nothing wider than a 360 px phone, and every visible button a thumb's 44 px (issue 18). */
const fitsAPhone = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const small = await page.evaluate(() =>
    Array.from(document.querySelectorAll('button, .bp6-control'))
      .map((b) => ({ text: b.textContent, box: b.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
      .map(({ text, box }) => `${text} ${box.width}×${box.height}`),
  );
  expect(small).toEqual([]);
};

describe('a collection center that bales its grading output, at 360 px', () => {
  it('registers a bale, then ends the grading with an error and its reason', async () => {
    const { t } = app;
    await mkdir(SHOTS, { recursive: true });
    const { email, token } = await gradingHub(t, 'Baling Browser Hub', {
      enableDocumentUpload: true,
      enableBaleSegregationOutput: true,
      segregationOutputMaterialTypes: ['PET_CLEAR'],
    });
    const registered = await t.call('POST', '/api/collectedMaterials', {
      token,
      body: {
        registrationUnit: 'BAG',
        weight: '60',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: await uploadEvidence(t, token),
      },
    });
    expect(registered.status).toBe(201);
    const grading = await t.call('POST', '/api/collectedMaterials/grade', { token, body: {} });
    expect(grading.status).toBe(201);
    const page = await app.page({
      viewport: { width: 360, height: 780 },
      geolocation: { latitude: 18.52, longitude: 73.85 },
      permissions: ['geolocation'],
    });
    await signInWithEmail(page, t.url, email, TEST_PASSWORD);
    await page.waitForURL('**/hub-overview');

    // The ongoing grading opens first; its output is registered as a bale.
    await page.getByRole('button', { name: 'Register output bag' }).click();
    await page.waitForURL('**/register-output-material-bag');
    await page.locator('input[type=file]').setInputFiles(PICTURES + 'scale-display-12-5-kg.png');
    await page.getByRole('button', { name: 'Replace' }).waitFor();
    await page.getByLabel(/^Weight/).fill('50');
    await page.getByText('Bale', { exact: true }).click();
    await fitsAPhone(page, '1-output-as-bale');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/finish-grading');
    const stock = await t.call('GET', '/api/stock', { token });
    expect(stock.body).toEqual([expect.objectContaining({ quantity: 50, baleCount: 1 })]);

    await page.goto(`${t.url}/hub-overview`);
    await page.getByRole('button', { name: 'End with error' }).click();
    const dialog = page.getByRole('dialog', { name: 'End with error' });
    await dialog.getByLabel(/^Reason/).fill('Baler jammed');
    // Measured once the dialog has grown in: mid-transition its buttons are scaled below 44 px.
    await page.waitForFunction(
      () => !document.querySelector('[class*="bp6-overlay-"][class*="-active"]'),
    );
    await fitsAPhone(page, '2-end-with-error');
    await dialog.getByRole('button', { name: 'End with error' }).click();
    await page.getByText('The grading ended with an error.').waitFor();
    await poll(async () => page.getByRole('button', { name: 'Start grading' }).isVisible()).toBe(
      true,
    );
    const failed = await t.call('GET', '/api/segregationUnits?state=ERROR', { token });
    expect(failed.body).toMatchObject([{ state: 'ERROR', errorReason: 'Baler jammed' }]);
  });
});
