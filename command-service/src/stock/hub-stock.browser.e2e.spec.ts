import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { TEST_PASSWORD, type TestApp } from '../../test/harness/test-app';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';

const app = useBrowserApp();
const SHOTS = '/tmp/shots-stock';

const register = async (t: TestApp, token: string, weight: string, materialType: string) => {
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
      materialType,
      pictureFileUploadUuid: upload.body.uuid,
    },
  });
  expect(made.status).toBe(201);
  return made.body.uuid as string;
};
const cells = (page: Page) =>
  page
    .locator('.hub-stock-table tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent)),
    );

describe('hub stock in the browser (Document 2 §2, /admin/hub-stock)', () => {
  it('lists stock per hub and material with the kg/t rule, filters by hub, shows the empty state, exports, and a removed event leaves the stock', async () => {
    const { t } = app;
    const pune = await hubWithManager(t, 'Stock Hub Pune');
    const bandung = await hubWithManager(t, 'Stock Hub Bandung');
    const empty = await hubWithManager(t, 'Stock Hub Empty');
    await register(t, pune.token, '600', 'PET_CLEAR');
    const removable = await register(t, pune.token, '700.5', 'PET_CLEAR');
    await register(t, pune.token, '12.25', 'HDPE_MIXED');
    await register(t, bandung.token, '5', 'HDPE_MIXED');

    const page = await app.page({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    await signInWithEmail(page, t.url, 'admin@test.example', TEST_PASSWORD);
    await page.waitForURL('**/admin/hubs');
    await page.goto(`${t.url}/admin/hub-stock`);
    await expect
      .poll(() => cells(page))
      .toEqual([
        ['Stock Hub Bandung', 'HDPE mixed', '5.00 kg', '-', '-', '0'],
        ['Stock Hub Pune', 'PET clear', '1.30 t', '-', '-', '0'],
        ['Stock Hub Pune', 'HDPE mixed', '12.25 kg', '-', '-', '0'],
      ]);
    await page.screenshot({ path: `${SHOTS}/hub-stock-all.png` });

    const hubFilter = page.getByLabel('Hub');
    await hubFilter.selectOption(empty.hub.uuid);
    await expect.poll(() => page.getByText('No stock', { exact: true }).count()).toBe(1);
    expect(
      await page.getByText('No stock data is available for the applied filters.').count(),
    ).toBe(1);
    expect(await page.getByRole('button', { name: 'Export' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/hub-stock-empty.png` });

    await hubFilter.selectOption(pune.hub.uuid);
    await expect
      .poll(() => cells(page))
      .toEqual([
        ['PET clear', '1.30 t', '-', '-', '0'],
        ['HDPE mixed', '12.25 kg', '-', '-', '0'],
      ]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `hub-stock-${new Date().toISOString().slice(0, 10)}.csv`,
    );
    const [header, ...lines] = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'hub,materialType,quantity,quantityUnit,price,currency,baleCount,flaggedQuantity,value',
    );
    expect(lines).toEqual([
      'Stock Hub Pune,PET_CLEAR,1300.5,KG,,INR,0,0,',
      'Stock Hub Pune,HDPE_MIXED,12.25,KG,,INR,0,0,',
    ]);

    // Removing a registration takes it out of the hub's stock.
    expect(
      (
        await t.call('POST', `/api/admin/hubEvents/${removable}/remove`, {
          token: t.adminToken,
          body: { comment: 'Weighed twice' },
        })
      ).status,
    ).toBe(200);
    await page.reload();
    await hubFilter.selectOption(pune.hub.uuid);
    await expect
      .poll(() => cells(page))
      .toEqual([
        ['PET clear', '600.00 kg', '-', '-', '0'],
        ['HDPE mixed', '12.25 kg', '-', '-', '0'],
      ]);
    await page.screenshot({ path: `${SHOTS}/hub-stock-pune.png` });
    await page.context().close();
  });
});
