import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../identity/user.handlers';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';

const app = useBrowserApp();
const SHOTS = '/tmp/shots-review';
let managerUuid: string;
let systemUuid: string;

beforeAll(async () => {
  const { t } = app;
  const made = await hubWithManager(t, 'Review Hub Pune');
  managerUuid = made.userUuid;
  for (let i = 1; i <= 10; i++) {
    const upload = await uploadPicture(
      t,
      made.token,
      '/api/fileUploads',
      await picture('scale-display-12-5-kg.png'),
    );
    const done = await t.call('POST', '/api/collectedMaterials', {
      token: made.token,
      body: {
        registrationUnit: 'BAG',
        weight: String(i),
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: upload.body.uuid,
      },
    });
    expect(done.status).toBe(201);
  }
  systemUuid = (
    await registerUser(
      t.running.app,
      { commandId: 'browser-system-user', actorUuid: null, now: new Date().toISOString() },
      {
        hubUuid: null,
        role: 'ROLE_SYSTEM_USER',
        gender: 'UNKNOWN',
        firstName: 'System',
        lastName: 'User',
        email: 'system@test.example',
        phoneNumber: null,
        language: 'EN',
        authType: 'EMAIL_PASSWORD',
        region: 'DEFAULT',
      },
      TEST_PASSWORD,
    )
  ).uuid;
});

const signIn = async (email: string): Promise<Page> => {
  const page = await app.page({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await signInWithEmail(page, app.t.url, email, TEST_PASSWORD);
  await page.waitForURL('**/admin/hubs');
  return page;
};
const classes = async (page: Page, name: string) =>
  (await page.locator('.review-drawer').getByRole('button', { name }).getAttribute('class')) ?? '';

describe('hub events, users and impersonation in the browser', () => {
  it('reviews ten events with Next, Approve and Flag; Approve is disabled while a tag is selected', async () => {
    const { t } = app;
    const page = await signIn('admin@test.example');
    await page.goto(`${t.url}/admin/hub-events`);
    const rows = page.locator('.hub-events-table tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    await page.screenshot({ path: `${SHOTS}/hub-events-1280.png` });
    await rows.first().click();
    const drawer = page.locator('.review-drawer');
    const approve = drawer.getByRole('button', { name: 'Approve' });
    const flag = drawer.getByRole('button', { name: 'Flag' });
    const previous = drawer.getByRole('button', { name: 'Previous' });
    const next = drawer.getByRole('button', { name: 'Next' });
    const shownId = () => drawer.locator('code').first().textContent();
    expect(await previous.isDisabled()).toBe(true);
    const firstId = await shownId();
    await next.click();
    await expect.poll(shownId).not.toBe(firstId);
    await previous.click();
    await expect.poll(shownId).toBe(firstId);

    const seen: string[] = [];
    for (let i = 0; i < 10; i++) {
      const id = (await shownId())!;
      seen.push(id);
      expect(await next.isDisabled()).toBe(i === 9); // Next is disabled at the end of the list
      if (i % 3 === 2) {
        // Flag is outlined and disabled without tags; a tag makes it filled and disables Approve.
        expect(await classes(page, 'Flag')).toContain('bp6-outlined');
        expect(await flag.isDisabled()).toBe(true);
        await drawer.getByPlaceholder('Select anomaly tags').click();
        await page.keyboard.type('Duplicate');
        await page
          .locator('.bp6-popover .bp6-menu')
          .getByRole('option', { name: /^Duplicate$/ })
          .click();
        await page.keyboard.press('Escape');
        await expect.poll(() => approve.isDisabled()).toBe(true);
        expect(await classes(page, 'Flag')).not.toContain('bp6-outlined');
        expect(await classes(page, 'Flag')).toContain('bp6-intent-primary');
        if (i === 2) await page.screenshot({ path: `${SHOTS}/review-drawer-tagged.png` });
        await flag.click();
      } else {
        expect(await approve.isDisabled()).toBe(false);
        await approve.click();
      }
      // After a save the drawer moves to the next event.
      if (i < 9) await expect.poll(shownId).not.toBe(id);
    }
    // After the last one it closes and the list reloads.
    await expect.poll(() => drawer.count()).toBe(0);
    expect(new Set(seen).size).toBe(10);
    await expect
      .poll(() => page.locator('.hub-events-table tbody tr', { hasText: 'Approved' }).count())
      .toBe(7);
    const listed = await t.call('GET', '/api/admin/hubEvents?size=25', { token: t.adminToken });
    const statuses = listed.body.items.map((e: { status: string }) => e.status).sort();
    expect(statuses).toEqual([...Array(7).fill('APPROVED'), ...Array(3).fill('FLAGGED')]);

    // An approved event offers no Approve any more.
    await page.locator('.hub-events-table tbody tr', { hasText: 'Approved' }).first().click();
    await drawer.getByRole('button', { name: 'Flag' }).waitFor();
    expect(await drawer.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await page.context().close();
  });

  it('exports the filtered list and reads the file back', async () => {
    const { t } = app;
    const other = await hubWithManager(t, 'Other Hub Bandung');
    const upload = await uploadPicture(
      t,
      other.token,
      '/api/fileUploads',
      await picture('scale-display-12-5-kg.png'),
    );
    await t.call('POST', '/api/collectedMaterials', {
      token: other.token,
      body: {
        registrationUnit: 'BAG',
        weight: '5',
        materialType: 'HDPE_MIXED',
        pictureFileUploadUuid: upload.body.uuid,
      },
    });
    const page = await signIn('admin@test.example');
    await page.goto(`${t.url}/admin/hub-events`);
    await page.getByLabel('Status').selectOption('FLAGGED');
    await expect.poll(() => page.locator('.hub-events-table tbody tr').count()).toBe(3);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    // The name is the one content-disposition gives (hub-events-<UTC day>.csv).
    expect(download.suggestedFilename()).toBe(
      `hub-events-${new Date().toISOString().slice(0, 10)}.csv`,
    );
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = text.trim().split('\r\n');
    expect(header.split(',')[0]).toBe('uuid');
    // Exactly the filtered events: the three flagged ones of the list, none of the other hub's.
    const all = (await t.call('GET', '/api/admin/hubEvents?size=50', { token: t.adminToken })).body
      .items as Array<{ uuid: string; status: string }>;
    const expected = all.filter((e) => e.status === 'FLAGGED').map((e) => e.uuid);
    expect(expected).toHaveLength(3);
    expect(lines.map((l) => l.split(',')[0]).sort()).toEqual([...expected].sort());
    expect(lines.every((l) => l.includes(',FLAGGED,') && l.includes('Review Hub Pune'))).toBe(true);
    await page.context().close();
  });

  it('impersonates a hub manager as the system user, sees their home, and what it writes names who really acted', async () => {
    const { t } = app;
    const page = await signIn('system@test.example');
    await page.goto(`${t.url}/admin/users`);
    await page.getByPlaceholder('Name, email or phone').fill('Review Hub Pune');
    const row = page.getByRole('row', { name: /Review Hub Pune/ });
    await expect.poll(() => row.count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/users.png` });
    await row.getByRole('button', { name: /Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Impersonate as Manager' }).click();
    await page.waitForURL('**/hub-overview');
    const identity = await page.evaluate<string | null>("localStorage.getItem('userIdentity')");
    expect(JSON.parse(identity!)).toMatchObject({
      uuid: managerUuid,
      securityRole: 'ROLE_HUB_MANAGER',
      impersonatedSignIn: true,
    });
    expect(await page.evaluate<string | null>("localStorage.getItem('impersonationRole')")).toBe(
      'ROLE_HUB_MANAGER',
    );
    // A banner says whom the system user acts as, on every screen of that account.
    const banner = page.getByRole('status', { name: 'Impersonation' });
    await expect
      .poll(() => banner.textContent())
      .toContain('You are acting as Ravi Review Hub Pune (hub manager, Review Hub Pune)');
    await page.screenshot({ path: `${SHOTS}/impersonated.png` });
    const narrow = await app.page({ viewport: { width: 360, height: 760 } });
    await narrow.goto(t.url); // another context: show the banner at 360 px from the same session
    await narrow.evaluate(
      (stored) => {
        for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
      },
      await page.evaluate(() => Object.fromEntries(Object.entries(localStorage))),
    );
    await narrow.goto(`${t.url}/hub-overview`);
    await narrow.getByRole('status', { name: 'Impersonation' }).waitFor();
    await narrow.screenshot({ path: `${SHOTS}/impersonated-360.png` });
    await narrow.context().close();

    // A bag registered in this session: its events name the manager and the system user behind them.
    const token = (await page.evaluate<string | null>("localStorage.getItem('x-auth-token')"))!;
    const upload = await uploadPicture(
      t,
      token,
      '/api/fileUploads',
      await picture('scale-display-12-5-kg.png'),
    );
    const bag = await t.call('POST', '/api/collectedMaterials', {
      token,
      body: {
        registrationUnit: 'BAG',
        weight: '3',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: upload.body.uuid,
      },
    });
    expect(bag.status).toBe(201);
    const { events } = await t.running.app.events.readAll({ txId: '0', position: '0' }, 1_000_000);
    const written = events.filter(
      (e) =>
        (e.data as { uuid?: string }).uuid === bag.body.uuid ||
        (e.data as { uuid?: string }).uuid === upload.body.uuid,
    );
    expect(written.length).toBeGreaterThanOrEqual(2);
    for (const e of written)
      expect(e.metadata, e.type).toMatchObject({
        actorUuid: managerUuid,
        impersonatedBy: systemUuid,
      });
    const listed = await t.call('GET', `/api/admin/hubEvents?size=50`, { token: t.adminToken });
    const record = (
      listed.body.items as Array<{ uuid: string; history: Array<{ by: string }> }>
    ).find((e) => e.uuid === bag.body.uuid)!;
    expect(record.history[0].by).toBe(`${managerUuid} (impersonated by ${systemUuid})`);

    // Back to the system user's own session, on the users page, without signing in again.
    await banner.getByRole('button', { name: 'Back to my account' }).click();
    await page.waitForURL('**/admin/users');
    await page.getByPlaceholder('Name, email or phone').waitFor();
    expect(
      JSON.parse((await page.evaluate<string | null>("localStorage.getItem('userIdentity')"))!),
    ).toMatchObject({ uuid: systemUuid, impersonatedSignIn: false });
    expect(
      await page.evaluate<string | null>("localStorage.getItem('impersonationRole')"),
    ).toBeNull();
    expect(await page.getByRole('status', { name: 'Impersonation' }).count()).toBe(0);
    await page.context().close();
  });

  it('Next goes on from the last event of a page to the first of the next page, Previous back', async () => {
    const { t } = app;
    const listed = await t.call('GET', '/api/admin/hubEvents?size=50', { token: t.adminToken });
    expect(listed.body.pagination.total).toBeGreaterThan(10);
    const page = await signIn('admin@test.example');
    await page.goto(`${t.url}/admin/hub-events`);
    await page.getByLabel('Rows per page').selectOption('10');
    const rows = page.locator('.hub-events-table tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    const firstOfPage2 = (listed.body.items as Array<{ uuid: string }>)[10].uuid;
    const lastOfPage1 = (listed.body.items as Array<{ uuid: string }>)[9].uuid;
    await rows.last().click();
    const drawer = page.locator('.review-drawer');
    const shownId = () => drawer.locator('code').first().textContent();
    await expect.poll(shownId).toBe(lastOfPage1);
    const next = drawer.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(false);
    await next.click();
    await expect.poll(shownId).toBe(firstOfPage2);
    await expect.poll(() => page.getByText(/^11–/).count()).toBe(1); // the list shows page 2 behind the drawer
    await drawer.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(shownId).toBe(lastOfPage1);
    await expect.poll(() => page.getByText(/^1–10 of/).count()).toBe(1);
    await page.context().close();
  });
});
