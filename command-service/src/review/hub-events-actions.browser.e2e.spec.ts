import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { TEST_PASSWORD, type TestApp } from '../../test/harness/test-app';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';

const app = useBrowserApp();

const register = async (t: TestApp, token: string, weight: string) => {
  const upload = await uploadPicture(
    t,
    token,
    '/api/fileUploads',
    await picture('scale-display-12-5-kg.png'),
  );
  const made = await t.call('POST', '/api/collectedMaterials', {
    token,
    body: {
      registrationUnit: 'BAG',
      weight,
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: upload.body.uuid,
    },
  });
  expect(made.status).toBe(201);
  return made.body.uuid as string;
};
/** The browser's own calendar day, shifted by some days, typed as the filters take it: DD/MM/YYYY (Document 2 §9). */
const localDay = (page: Page, shift: number) =>
  page.evaluate((days) => {
    const d = new Date(Date.now() + days * 86_400_000);
    return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
  }, shift);

describe('hub events filters, weight amendment and deletes in the browser (Document 2 §2, §5, §8)', () => {
  it('filters by id, type, day range (start and end of day) and hub; amends a weight; deletes with a reason and as a duplicate', async () => {
    const { t } = app;
    const main = await hubWithManager(t, 'Actions Hub Pune');
    const other = await hubWithManager(t, 'Actions Hub Koeln');
    const [a, b, c] = [
      await register(t, main.token, '4'),
      await register(t, main.token, '5'),
      await register(t, main.token, '6'),
    ];
    await register(t, other.token, '9');

    const page = await app.page({ viewport: { width: 1280, height: 900 } });
    await signInWithEmail(page, t.url, 'admin@test.example', TEST_PASSWORD);
    await page.waitForURL('**/admin/hubs');
    await page.goto(`${t.url}/admin/hub-events`);
    const rows = page.locator('.hub-events-table tbody tr');
    const count = () => rows.count();
    await expect.poll(count).toBe(4);

    await page.getByLabel('Event ID').fill(b);
    await expect.poll(count).toBe(1);
    expect(await rows.first().textContent()).toContain('5.000 kg');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(count).toBe(4);

    await page.getByLabel('Type').selectOption('CERTIFICATION');
    await expect
      .poll(() => page.locator('.hub-events-page__list .bp6-non-ideal-state').count())
      .toBe(1);
    await page.getByLabel('Type').selectOption('REGISTRATION');
    await expect.poll(count).toBe(4);
    // The day filters read DD/MM/YYYY whatever the browser's locale (this one is en-US: mm/dd/yyyy).
    expect(await page.getByLabel('Created after').getAttribute('placeholder')).toBe('DD/MM/YYYY');
    expect(await page.getByLabel('Created after').getAttribute('type')).not.toBe('date');
    // "Before today" reaches its end, "after today" its start: today's events are in; tomorrow's range is empty.
    await page.getByLabel('Created before').fill(await localDay(page, 0));
    await page.getByLabel('Created after').fill(await localDay(page, 0));
    await expect.poll(count).toBe(4);
    await page.getByLabel('Created before').fill('');
    await page.getByLabel('Created after').fill(await localDay(page, 1));
    await expect.poll(count).toBe(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(count).toBe(4);

    await page.getByPlaceholder('All hubs').click();
    await page
      .locator('.bp6-popover .bp6-menu')
      .getByRole('option', { name: /Actions Hub Pune/ })
      .click();
    await page.keyboard.press('Escape');
    await expect.poll(count).toBe(3);

    // Inline weight amendment: a bad number stays open with its message; a good one is saved.
    await rows.filter({ hasText: '4.000 kg' }).click();
    const drawer = page.locator('.review-drawer');
    await drawer.getByRole('button', { name: 'Amend weight' }).click();
    await drawer.getByRole('textbox', { name: 'Weight' }).fill('-1');
    await drawer.getByRole('button', { name: 'Save weight' }).click();
    expect(await drawer.getByRole('textbox', { name: 'Weight' }).count()).toBe(1);
    await drawer.getByRole('textbox', { name: 'Weight' }).fill('7.25');
    await drawer.getByRole('button', { name: 'Save weight' }).click();
    await expect.poll(() => drawer.textContent()).toContain('7.250 kg');
    await expect.poll(() => rows.filter({ hasText: '7.250 kg' }).count()).toBe(1);

    // Delete needs a reason.
    await drawer.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete hub event' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => dialog.textContent()).toContain('is required');
    await dialog.getByLabel(/Reason/).fill('Registered twice by mistake');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(count).toBe(2);
    expect(await rows.filter({ hasText: '7.250 kg' }).count()).toBe(0);

    // Delete as duplicate needs the original's id, at most 36 characters.
    await rows.filter({ hasText: '5.000 kg' }).click();
    await drawer.getByRole('button', { name: 'Delete as duplicate' }).click();
    const duplicate = page.getByRole('dialog', { name: 'Delete as duplicate' });
    await duplicate.getByLabel(/Original hub event ID/).fill(`${c}x`);
    await duplicate.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => duplicate.textContent()).toContain('exceeds the maximum length');
    // An id the server does not know: the dialog stays with the input, the field is marked and the
    // error shows in the dialog, not behind its overlay.
    const unknown = '00000000-0000-4000-8000-000000000000';
    await duplicate.getByLabel(/Original hub event ID/).fill(unknown);
    await duplicate.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => duplicate.getByRole('alert').count()).toBe(1);
    expect(await duplicate.getByLabel(/Original hub event ID/).inputValue()).toBe(unknown);
    await expect
      .poll(() => duplicate.locator('.bp6-form-group.bp6-intent-danger').textContent())
      .toContain('is invalid');
    await page.screenshot({ path: '/tmp/shots-conf/duplicate-unknown-id.png' });
    await duplicate.getByLabel(/Original hub event ID/).fill(c);
    await duplicate.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(count).toBe(1);

    // The removals are events: the records keep their history, and the hub's stock is what is left.
    const removed = await t.call('GET', `/api/admin/hubEvents?includeRemoved=true&size=10`, {
      token: t.adminToken,
    });
    const byUuid = new Map(
      (
        removed.body.items as Array<{
          uuid: string;
          history: Array<{ type: string; detail: string }>;
        }>
      ).map((e) => [e.uuid, e]),
    );
    expect(byUuid.get(a)!.history.map((h) => h.type)).toEqual([
      'CollectedMaterialRegistered',
      'HubEventWeightAmended',
      'HubEventRemoved',
    ]);
    expect(byUuid.get(b)!.history.at(-1)!.detail).toContain(c);
    const stock = await t.call('GET', `/api/admin/hubs/stock?hubUuid=${main.hub.uuid}`, {
      token: t.adminToken,
    });
    expect(stock.body).toMatchObject([{ materialType: 'PET_CLEAR', quantity: 6 }]);

    // At 390 px: the filter card shows every filter whole, the page does not scroll sideways, and
    // table cells keep their words on one line (the tables scroll inside their cards).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect.poll(count).toBeGreaterThan(0);
    const filters = page.locator('.hub-events-page__filters');
    expect(await filters.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const before = await page.getByLabel('Created before').boundingBox();
    expect(before!.x + before!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({ path: '/tmp/shots-conf/hub-events-390.png', fullPage: true });
    const tallestCell = () =>
      page
        .locator('tbody td')
        .evaluateAll((cells) => Math.max(...cells.map((c) => c.getBoundingClientRect().height)));
    for (const path of [
      '/admin/users',
      '/admin/hub-stock',
      `/admin/hubs/${main.hub.uuid}/start-material-clearance`,
    ]) {
      await page.goto(`${t.url}${path}`);
      if (path.endsWith('clearance'))
        await page.getByLabel(/^License plate/).waitFor(); // its file picker once widened the page
      else {
        await expect.poll(() => page.locator('tbody td').count()).toBeGreaterThan(0);
        expect(await tallestCell(), path).toBeLessThan(60); // one line; an email one letter per line was 150+
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(390);
      await page.screenshot({
        path: `/tmp/shots-conf/${path.split('/').at(-1)}-390.png`,
        fullPage: true,
      });
    }
    await page.context().close();
  });
});
