import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { hubWithManager } from '../../test/harness/fixtures';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';

const app = useBrowserApp();

/** Opens the row menu of one hub in the list and picks an entry. */
const rowAction = async (admin: Page, hubName: string, entry: string) => {
  await admin.getByRole('button', { name: `Actions for ${hubName}` }).click();
  await admin.getByRole('menuitem', { name: entry, exact: true }).click();
};

describe('hub lifecycle in the browser', () => {
  it('pausing a hub locks its manager out (open session and sign-in); reactivating lets them back in', async () => {
    const { t } = app;
    const { email } = await hubWithManager(t, 'Lifecycle Browser Hub');
    const shots = process.env.CAIRN_SHOTS;

    // The manager is signed in and working in the hub app.
    const manager = await app.page({ viewport: { width: 360, height: 760 } });
    await signInWithEmail(manager, t.url, email, TEST_PASSWORD);
    await manager.waitForURL('**/hub-overview');
    // The way in to the collector's pages: the bar's camera opens the card scanner.
    await manager.getByRole('link', { name: 'Scan a card' }).click();
    await manager.waitForURL('**/identity/scan');
    await manager.goBack();
    await manager.waitForURL('**/hub-overview');
    if (shots) await manager.screenshot({ path: `${shots}/hub-app-bar-360.png` });

    // The admin pauses the hub from the row menu; the row shows the new state.
    const admin = await app.page({ viewport: { width: 1280, height: 900 } });
    await signInWithEmail(admin, t.url, 'admin@test.example', TEST_PASSWORD);
    await admin.waitForURL('**/admin/hubs');
    await admin.getByPlaceholder('Search by name').fill('Lifecycle Browser');
    const row = admin.getByRole('row', { name: /Lifecycle Browser Hub/ });
    await expect.poll(() => row.count()).toBe(1);
    await admin.getByRole('button', { name: 'Actions for Lifecycle Browser Hub' }).click();
    expect(await admin.getByRole('menuitem', { name: 'Reactivate' }).count()).toBe(0);
    await admin.getByRole('menuitem', { name: 'Pause', exact: true }).click();
    // Pause suspends every user of the hub: it asks first, and Cancel changes nothing.
    const confirmPause = admin
      .getByRole('alertdialog')
      .filter({ hasText: 'Pause Lifecycle Browser Hub?' });
    await expect.poll(() => confirmPause.count()).toBe(1);
    if (shots) await admin.screenshot({ path: `${shots}/hub-pause-confirm.png` });
    await confirmPause.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirmPause.count()).toBe(0);
    expect(await row.innerText()).toMatch(/Active/);
    await rowAction(admin, 'Lifecycle Browser Hub', 'Pause');
    await confirmPause.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(() => row.innerText()).toMatch(/Paused/);
    await expect
      .poll(() => admin.getByText('The hub has been paused and its users suspended.').count())
      .toBe(1);
    if (shots) await admin.screenshot({ path: `${shots}/hub-list-paused.png` });

    // The manager's open session stops working: the next call answers 401 and sends them to sign-in.
    await manager.reload();
    await manager.waitForURL('**/sign-in');
    await signInWithEmail(manager, t.url, email, TEST_PASSWORD);
    await expect
      .poll(() => manager.getByText('Invalid username or password.').count())
      .toBeGreaterThan(0);
    expect(manager.url()).toMatch(/\/sign-in$/);
    if (shots) await manager.screenshot({ path: `${shots}/manager-locked-out.png` });

    // The admin reactivates the hub (Pause is no longer offered); the manager signs in again.
    await admin.getByRole('button', { name: 'Actions for Lifecycle Browser Hub' }).click();
    expect(await admin.getByRole('menuitem', { name: 'Pause', exact: true }).count()).toBe(0);
    await admin.getByRole('menuitem', { name: 'Reactivate' }).click();
    await expect.poll(() => row.innerText()).toMatch(/Active/);

    await signInWithEmail(manager, t.url, email, TEST_PASSWORD);
    await manager.waitForURL('**/hub-overview');

    // Archive asks first, then the hub leaves the list for good.
    await rowAction(admin, 'Lifecycle Browser Hub', 'Archive');
    await admin.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect.poll(() => row.count()).toBe(0);
    const stored = await t.call('GET', '/api/admin/companies/hubs?states=ARCHIVED', {
      token: t.adminToken,
    });
    expect(stored.body.map((h: { name: string }) => h.name)).toContain('Lifecycle Browser Hub');
  });

  it('filters by name, type, feature and state, says when nothing matches, and remembers the page size', async () => {
    const { t } = app;
    for (let i = 1; i <= 12; i++)
      await hubWithManager(t, `Filter Hub ${String(i).padStart(2, '0')}`);
    const { hub } = await hubWithManager(t, 'Filter Hub Paused');
    await t.call('POST', `/api/admin/companies/hubs/${hub.uuid}/pause`, { token: t.adminToken });
    const admin = await app.page({ viewport: { width: 1280, height: 900 } });
    await signInWithEmail(admin, t.url, 'admin@test.example', TEST_PASSWORD);
    await admin.waitForURL('**/admin/hubs');
    const rows = admin.getByRole('row', { name: /Filter Hub/ });

    await admin.getByPlaceholder('Search by name').fill('Filter Hub');
    await expect.poll(() => rows.count()).toBe(13);
    await admin.getByLabel('State').selectOption('PAUSED');
    await expect.poll(() => rows.count()).toBe(1);
    await admin.getByLabel('State').selectOption('');
    await admin.getByLabel('Type').selectOption('RECYCLER');
    await expect
      .poll(() => admin.getByText('There are currently no hubs matching this name.').count())
      .toBe(1);
    await admin.getByLabel('Type').selectOption('COLLECTION_CENTER');
    await admin.getByLabel('Feature').selectOption('WASTE_BAG_REGISTRATION');
    await expect.poll(() => rows.count()).toBe(13);
    await admin.getByLabel('Feature').selectOption('MATERIAL_PROCESSING');
    await expect.poll(() => rows.count()).toBe(0);
    await admin.getByLabel('Feature').selectOption('');

    // Pages of 10, remembered after a reload (Document 1 §9: 10, 25, 50; default 25).
    expect(await admin.getByLabel('Rows per page').inputValue()).toBe('25');
    await admin.getByLabel('Rows per page').selectOption('10');
    await expect.poll(() => rows.count()).toBe(10);
    await admin.reload();
    await admin.getByPlaceholder('Search by name').fill('Filter Hub');
    // The unfiltered list fills a page of 10 too: wait until the (debounced) name filter has applied.
    await expect
      .poll(() => admin.locator('tbody tr').filter({ hasNotText: 'Filter Hub' }).count())
      .toBe(0);
    await expect.poll(() => rows.count()).toBe(10);
    expect(await admin.getByLabel('Rows per page').inputValue()).toBe('10');
    await admin.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => rows.count()).toBe(3);
  });

  it('the side navigation is 280 px, 90 px collapsed, with a 300 ms transition, and stays collapsed after a reload', async () => {
    const { t } = app;
    const admin = await app.page({ viewport: { width: 1280, height: 900 } });
    await signInWithEmail(admin, t.url, 'admin@test.example', TEST_PASSWORD);
    await admin.waitForURL('**/admin/hubs');
    const nav = admin.getByRole('navigation', { name: 'Main navigation' });
    const width = () => nav.evaluate((el) => Math.round(el.getBoundingClientRect().width));
    expect(await width()).toBe(280);
    expect(await nav.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.3s');
    await admin.getByRole('button', { name: 'Collapse navigation' }).click();
    await expect.poll(width).toBe(90);
    await admin.reload();
    await expect.poll(width).toBe(90);
    expect(await admin.evaluate(() => localStorage.getItem('portalNavigationCollapsed'))).toBe(
      'true',
    );
    await admin.getByRole('button', { name: 'Expand navigation' }).click();
    await expect.poll(width).toBe(280);
  });
});
