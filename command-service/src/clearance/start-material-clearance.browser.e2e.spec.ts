import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { PICTURES, hubWithManager } from '../../test/harness/fixtures';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';

const app = useBrowserApp();

describe('start material clearance in the browser', () => {
  it('the admin uploads the transporter picture, enters plate and buyer, and the hub has a loaded clearance', async () => {
    const { t } = app;
    const shots = process.env.CAIRN_SHOTS;
    const { hub } = await hubWithManager(t, 'Clearance Browser Hub');
    const page = await app.page({ viewport: { width: 1280, height: 900 } });
    await signInWithEmail(page, t.url, 'admin@test.example', TEST_PASSWORD);
    await page.waitForURL('**/admin/hubs');
    await page.getByPlaceholder('Search by name').fill('Clearance Browser');
    await page.getByRole('button', { name: 'Actions for Clearance Browser Hub' }).click();
    await page.getByRole('menuitem', { name: 'Start material clearance' }).click();
    await page.waitForURL(`**/admin/hubs/${hub.uuid}/start-material-clearance`);
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: /Start material clearance · Clearance Browser Hub/ })
          .count(),
      )
      .toBe(1);

    // Save waits for the picture, the plate and the buyer.
    const save = page.getByRole('button', { name: 'Save' });
    await page.getByLabel(/^License plate/).fill('MH 12 AB 1234');
    await page.getByLabel(/^Buyer/).fill('Bharat Polymers');
    expect(await save.isDisabled()).toBe(true);
    await page.locator('input[type=file]').setInputFiles(`${PICTURES}bag-on-scale-7-25-kg.png`);
    await expect.poll(() => page.getByText('Uploaded', { exact: true }).count()).toBe(1);
    await page.getByLabel(/^Buyer/).fill('');
    await expect.poll(() => save.isDisabled()).toBe(true);
    await page.getByLabel(/^Buyer/).fill('Bharat Polymers');
    await expect.poll(() => save.isDisabled()).toBe(false);
    if (shots)
      await page.screenshot({ path: `${shots}/start-material-clearance.png`, fullPage: true });

    // Leaving with unsaved work asks first (the continue dialog); Stay keeps everything.
    await page.getByRole('button', { name: 'Cancel' }).click();
    const ask = page.getByRole('dialog', { name: 'Leave this page?' });
    await expect.poll(() => ask.count()).toBe(1);
    if (shots)
      await page
        .waitForTimeout(400)
        .then(() => page.screenshot({ path: `${shots}/continue-dialog.png` }));
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(page.url()).toMatch(/start-material-clearance$/);
    expect(await page.getByLabel(/^Buyer/).inputValue()).toBe('Bharat Polymers');
    await save.click();
    await page.waitForURL(/\/admin\/hubs$/);

    const loaded = await t.call(
      'GET',
      `/api/admin/materialClearances?hubCompanyUuid=${hub.uuid}&state=LOADED`,
      { token: t.adminToken },
    );
    expect(loaded.body).toEqual([
      expect.objectContaining({
        buyer: 'Bharat Polymers',
        transporterLicensePlate: 'MH 12 AB 1234',
        state: 'LOADED',
      }),
    ]);

    // Back on the screen, the loaded clearance is listed under the form.
    await page.goto(`${t.url}/admin/hubs/${hub.uuid}/start-material-clearance`);
    await expect
      .poll(() => page.getByRole('row', { name: /MH 12 AB 1234.*Bharat Polymers/ }).count())
      .toBe(1);
    if (shots)
      await page.screenshot({
        path: `${shots}/start-material-clearance-loaded.png`,
        fullPage: true,
      });
  });
});
