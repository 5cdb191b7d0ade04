import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../identity/user.handlers';
import { hubWithManager, picture, uploadPicture } from '../testing/fixtures';
import { TEST_PASSWORD, startTestApp, type TestApp } from '../testing/test-app';
import { UI_DIST, buildUi, launchChromium } from '../testing/browser';

let t: TestApp;
let browser: Browser;
let hub: { uuid: string; name: string };
let managerUuid: string;
beforeAll(async () => {
  buildUi();
  t = await startTestApp({ uiDist: UI_DIST });
  browser = await launchChromium();
  const made = await hubWithManager(t, 'Review Hub Pune');
  hub = made.hub;
  managerUuid = made.userUuid;
  for (let i = 1; i <= 10; i++) {
    const upload = await uploadPicture(t, made.token, '/api/fileUploads', await picture('scale-display-12-5-kg.png'));
    const done = await t.call('POST', '/api/collectedMaterials', {
      token: made.token, body: { registrationUnit: 'BAG', weight: String(i), materialType: 'PET_CLEAR', pictureFileUploadUuid: upload.body.uuid },
    });
    expect(done.status).toBe(201);
  }
  await registerUser(t.running.app, { commandId: 'browser-system-user', actorUuid: null, now: new Date().toISOString() }, {
    hubUuid: null, role: 'ROLE_SYSTEM_USER', gender: 'UNKNOWN', firstName: 'System', lastName: 'User', email: 'system@test.example',
    phoneNumber: null, language: 'EN', authType: 'EMAIL_PASSWORD', region: 'DEFAULT',
  }, TEST_PASSWORD);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const signIn = async (email: string): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${t.url}/sign-in`);
  await page.getByRole('button', { name: /email/i }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL('**/admin/hubs');
  return page;
};

describe('hub events, users and impersonation in the browser', () => {
  it('reviews ten events with Next, Approve and Flag; Approve is disabled while a tag is selected', async () => {
    const page = await signIn('admin@test.example');
    await page.goto(`${t.url}/admin/hub-events`);
    const rows = page.locator('.hub-events-table tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    await rows.first().click();
    const drawer = page.locator('.review-drawer');
    const approve = drawer.getByRole('button', { name: 'Approve' });
    const flag = drawer.getByRole('button', { name: 'Flag' });
    const previous = drawer.getByRole('button', { name: 'Previous' });
    expect(await previous.isDisabled()).toBe(true);
    const firstId = await drawer.locator('code').first().textContent();
    await drawer.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => drawer.locator('code').first().textContent()).not.toBe(firstId);
    await previous.click();
    await expect.poll(() => drawer.locator('code').first().textContent()).toBe(firstId);

    for (let i = 0; i < 10; i++) {
      const id = await drawer.locator('code').first().textContent();
      if (i % 3 === 2) {
        await drawer.getByPlaceholder('Select anomaly tags').click();
        await page.keyboard.type('Duplicate');
        await page.locator('.bp6-popover .bp6-menu').getByRole('option', { name: /^Duplicate$/ }).click();
        await page.keyboard.press('Escape');
        await expect.poll(() => approve.isDisabled()).toBe(true);
        await flag.click();
      } else {
        expect(await approve.isDisabled()).toBe(false);
        await approve.click();
      }
      if (i < 9) await expect.poll(() => drawer.locator('code').first().textContent()).not.toBe(id);
    }
    await expect.poll(() => drawer.count()).toBe(0);
    const listed = await t.call('GET', `/api/admin/hubEvents?size=25`, { token: t.adminToken });
    const statuses = listed.body.items.map((e: { status: string }) => e.status).sort();
    expect(statuses).toEqual([...Array(7).fill('APPROVED'), ...Array(3).fill('FLAGGED')]);
    await page.screenshot({ path: '/tmp/e4/browser-reviewed.png' });
    await page.context().close();
  });

  it('exports the filtered list and reads the file back', async () => {
    const other = await hubWithManager(t, 'Other Hub Bandung');
    const upload = await uploadPicture(t, other.token, '/api/fileUploads', await picture('scale-display-12-5-kg.png'));
    await t.call('POST', '/api/collectedMaterials', { token: other.token, body: { registrationUnit: 'BAG', weight: '5', materialType: 'HDPE_MIXED', pictureFileUploadUuid: upload.body.uuid } });
    const page = await signIn('admin@test.example');
    await page.goto(`${t.url}/admin/hub-events`);
    await page.getByLabel('Status').selectOption('FLAGGED');
    await expect.poll(() => page.locator('.hub-events-table tbody tr').count()).toBe(3);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^hub-events-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((l) => l.includes(',FLAGGED,') && l.includes('Review Hub Pune'))).toBe(true);
    await page.context().close();
  });

  it('impersonates a hub manager as the system user and sees their home', async () => {
    const page = await signIn('system@test.example');
    await page.goto(`${t.url}/admin/users`);
    await page.getByPlaceholder('Name, email or phone').fill('Review Hub Pune');
    const row = page.getByRole('row', { name: /Review Hub Pune/ });
    await expect.poll(() => row.count()).toBe(1);
    await page.screenshot({ path: '/tmp/e4/browser-users.png' });
    await row.getByRole('button', { name: /Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Impersonate as Manager' }).click();
    await page.waitForURL('**/hub-overview');
    const identity = await page.evaluate<string | null>("localStorage.getItem('userIdentity')");
    expect(JSON.parse(identity!)).toMatchObject({ uuid: managerUuid, securityRole: 'ROLE_HUB_MANAGER', impersonatedSignIn: true });
    expect(await page.evaluate<string | null>("localStorage.getItem('impersonationRole')")).toBe('ROLE_HUB_MANAGER');
    await page.screenshot({ path: '/tmp/e4/browser-impersonated.png' });
    expect(hub.uuid).toBeTruthy();
    await page.context().close();
  });
});
