import { describe, expect, it } from 'vitest';
import { hubWithManager } from '../../test/harness/fixtures';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';

const app = useBrowserApp();

/** Page objects of a PDF: `/Type /Page` (not `/Pages`, the tree's root). */
const pdfPageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

describe('collectors in the browser', () => {
  it('generates 20 collectors from the row menu and prints them on two pages', async () => {
    const { t } = app;
    const { hub } = await hubWithManager(t, 'Print Hub');
    const page = await app.page({ viewport: { width: 1280, height: 900 } });
    await signInWithEmail(page, t.url, 'admin@test.example', TEST_PASSWORD);
    await page.waitForURL('**/admin/hubs');

    await page.getByRole('button', { name: 'Actions for Print Hub' }).click();
    await page.getByRole('menuitem', { name: 'Generate Collectors' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Count/).fill('20');
    await dialog.getByLabel(/^Type/).selectOption('HOUSEHOLD');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect.poll(() => page.getByText('The collectors have been generated.').count()).toBe(1);

    await page.getByRole('button', { name: 'Actions for Print Hub' }).click();
    await page.getByRole('menuitem', { name: 'View Collectors' }).click();
    await page.waitForURL(`**/admin/hubs/${hub.uuid}/collectors`);
    await expect.poll(() => page.locator('.qr-card').count()).toBe(16);
    await page.getByLabel('Cards per page').selectOption('32');
    await expect.poll(() => page.locator('.qr-card').count()).toBe(20);
    await expect.poll(() => page.locator('.qr-sheet').count()).toBe(2);
    // Every QR image has loaded, so the printed pages show them.
    await expect
      .poll(() =>
        page
          .locator('.qr-card img')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^collectors-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.emulateMedia({ media: 'print' });
    // The first sheet ends in a page break, so card 17 starts the second printed page.
    expect(
      await page
        .locator('.qr-sheet')
        .evaluateAll((sheets) => sheets.map((s) => getComputedStyle(s).breakAfter)),
    ).toEqual(['page', 'auto']);
    expect(pdfPageCount(await page.pdf({ format: 'A4' }))).toBe(2);

    // Exactly 16 cards fill one printed page: the two pages above are the break, not an overflow.
    await page.emulateMedia({ media: 'screen' });
    await page.getByLabel('Cards per page').selectOption('16');
    await expect.poll(() => page.locator('.qr-card').count()).toBe(16);
    await page.emulateMedia({ media: 'print' });
    expect(pdfPageCount(await page.pdf({ format: 'A4' }))).toBe(1);
  });
});
