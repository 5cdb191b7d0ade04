import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';
import { generateFor, gradingHub } from '../grading/grading.fixtures';

const app = useBrowserApp();

describe('tracked items in the browser (Document 2 §2, /admin/hubs/{uuid}/tracked-items)', () => {
  it('pages by 16/32/48 in sheets of 16, filters by type and tracking number, exports, and the copied tracking URL opens the identity redirect', async () => {
    const { t } = app;
    const { hub, email } = await gradingHub(t, 'Tracked Items Hub');
    await generateFor(t, hub.uuid, 'TRACKED_ITEM', 20);
    const sacks = await t.call(
      'POST',
      `/api/admin/companies/hubs/${hub.uuid}/generateTrackedItems`,
      { token: t.adminToken, body: { trackedItemsCount: 3, type: 'SACK' } },
    );
    expect(sacks.status).toBe(200);

    const page = await app.page({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await signInWithEmail(page, t.url, 'admin@test.example', TEST_PASSWORD);
    await page.waitForURL('**/admin/hubs');
    await page.goto(`${t.url}/admin/hubs/${hub.uuid}/tracked-items`);
    const cards = page.locator('.qr-card');
    await expect.poll(() => cards.count()).toBe(16);
    const sizes = page.getByLabel('Cards per page');
    expect(await sizes.locator('option').allTextContents()).toEqual(['16', '32', '48']);
    await sizes.selectOption('32');
    await expect.poll(() => cards.count()).toBe(23);
    expect(await page.locator('.qr-sheet').count()).toBe(2);
    await page.screenshot({ path: '/tmp/shots-stock/tracked-items.png' });

    await page.getByLabel('Type').selectOption('SACK');
    await expect.poll(() => cards.count()).toBe(3);
    const number = (await cards.first().locator('.qr-card__number').textContent())!;
    await page.getByLabel('Tracking number').fill(number.slice(-4));
    await expect.poll(() => cards.allTextContents()).toEqual([expect.stringContaining(number)]);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(
      `trackedItems-${new Date().toISOString().slice(0, 10)}.csv`,
    );
    const csvText = await readFile((await csv.path())!, 'utf8');
    expect(csvText).toContain(number);
    expect(csvText.trim().split(/\r?\n/)).toHaveLength(2);

    await cards.first().getByRole('button', { name: 'Copy tracking URL' }).click();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    const item = (sacks.body as { uuids: string[] }).uuids.find((u) =>
      url.endsWith(`/identity/tracked-item/${u}`),
    );
    expect(item, url).toBeTruthy();
    await page.context().close();

    // The hub's manager opens the URL (as scanning the card would): a new bag with this card.
    const manager = await app.page({ viewport: { width: 390, height: 844 } });
    await signInWithEmail(manager, t.url, email, TEST_PASSWORD);
    await manager.waitForURL('**/hub-overview');
    await manager.goto(`${t.url}${new URL(url).pathname}`);
    await manager.waitForURL(`**/register-material-bag?trackedItemUuid=${item}`);
    await manager.context().close();
  });
});
