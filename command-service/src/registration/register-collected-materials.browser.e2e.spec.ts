import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { PICTURES, hubWithManager } from '../../test/harness/fixtures';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';

// Text recognition on: the weight of each card comes from the picture itself.
const app = useBrowserApp({ ocr: true });

describe('register collected materials in the browser', () => {
  it('registers two pictures, each with the weight read from it, through its own Save', async () => {
    const { t } = app;
    const shots = process.env.CAIRN_SHOTS;
    const { hub } = await hubWithManager(t, 'Register Browser Hub');
    const page = await app.page({ viewport: { width: 1280, height: 900 } });
    await signInWithEmail(page, t.url, 'admin@test.example', TEST_PASSWORD);
    await page.waitForURL('**/admin/hubs');

    // From the row menu to the screen, whose title names the hub.
    await page.getByPlaceholder('Search by name').fill('Register Browser');
    await page.getByRole('button', { name: 'Actions for Register Browser Hub' }).click();
    await page.getByRole('menuitem', { name: 'Register collected materials' }).click();
    await page.waitForURL(`**/admin/hubs/${hub.uuid}/register-collected-materials`);
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: /Register collected materials · Register Browser Hub/ })
          .count(),
      )
      .toBe(1);

    // Pictures wait for a valid location; an out-of-range latitude says validationInvalid.
    const pictures = page.locator('input[type=file]');
    expect(await pictures.isDisabled()).toBe(true);
    await page.getByLabel(/^Material type/).selectOption('PET_CLEAR');
    await page.getByLabel(/^Latitude/).fill('90');
    await page.getByLabel(/^Longitude/).fill('73.85');
    await page.getByLabel(/^Latitude/).blur();
    await expect.poll(() => page.getByText('is invalid').count()).toBeGreaterThan(0);
    expect(await pictures.isDisabled()).toBe(true);
    await page.getByLabel(/^Latitude/).fill('18.52');
    await expect.poll(() => pictures.isDisabled()).toBe(false);

    await pictures.setInputFiles([
      `${PICTURES}label-8340-grams.png`,
      `${PICTURES}bag-on-scale-14-80-kg.png`,
    ]);
    const grams = page.locator('.material-card', { hasText: 'label-8340-grams' });
    const kilos = page.locator('.material-card', { hasText: 'bag-on-scale-14-80' });
    // 8340 has no decimal point, so it reads as grams (§9); 14.80 is kilograms as written.
    await expect
      .poll(() => grams.getByLabel('Weight').inputValue(), { timeout: 60_000 })
      .toBe('8.34');
    await expect
      .poll(() => kilos.getByLabel('Weight').inputValue(), { timeout: 60_000 })
      .toBe('14.8');
    if (shots)
      await page.screenshot({ path: `${shots}/register-collected-materials.png`, fullPage: true });

    // The operator corrects one weight; each card saves on its own.
    await kilos.getByLabel('Weight').fill('14.9');
    await grams.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => grams.getByText('Saved').count()).toBe(1);
    expect(await kilos.getByText('Saved').count()).toBe(0);
    // One card is still unsaved: leaving asks first (the continue dialog), and Stay keeps it.
    await page.getByRole('link', { name: '← Hubs' }).click();
    const ask = page.getByRole('dialog', { name: 'Leave this page?' });
    await expect.poll(() => ask.count()).toBe(1);
    expect(await ask.innerText()).toContain('1 picture has not been saved.');
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    await kilos.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => kilos.getByText('Saved').count()).toBe(1);
    if (shots)
      await page.screenshot({
        path: `${shots}/register-collected-materials-saved.png`,
        fullPage: true,
      });
    // All saved: nothing to ask.
    await page.getByRole('link', { name: '← Hubs' }).click();
    await page.waitForURL(/\/admin\/hubs$/);

    // Both reached the event store as registration events of the hub, with the weights shown.
    const filters = JSON.stringify([{ field: 'HUB_UUID', operator: 'EQUALS', value: hub.uuid }]);
    const events = await t.call(
      'GET',
      `/api/admin/hubEvents?page=0&size=25&filters=${encodeURIComponent(filters)}`,
      { token: t.adminToken },
    );
    const rows = events.body.items as { weight: number; materialType: string; type: string }[];
    expect(rows.map((e) => e.weight).sort((a, b) => a - b)).toEqual([8.34, 14.9]);
    expect(rows.every((e) => e.materialType === 'PET_CLEAR' && e.type === 'REGISTRATION')).toBe(
      true,
    );
  });
});
