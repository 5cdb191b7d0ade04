import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../identity/user.handlers';
import { hubWithManager } from '../../test/harness/fixtures';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';

const app = useBrowserApp();
let manager: Awaited<ReturnType<typeof hubWithManager>>;
let owner: Awaited<ReturnType<typeof hubWithManager>>;

beforeAll(async () => {
  manager = await hubWithManager(app.t, 'Users Hub Pune');
  owner = await hubWithManager(app.t, 'Users Hub Recife', 'ROLE_HUB_OWNER');
  await registerUser(
    app.t.running.app,
    { commandId: 'users-system-user', actorUuid: null, now: new Date().toISOString() },
    {
      hubUuid: null,
      role: 'ROLE_SYSTEM_USER',
      gender: 'UNKNOWN',
      firstName: 'System',
      lastName: 'Operator',
      email: 'system.users@test.example',
      phoneNumber: null,
      language: 'EN',
      authType: 'EMAIL_PASSWORD',
      region: 'DEFAULT',
    },
    TEST_PASSWORD,
  );
});

const usersPage = async (email: string): Promise<Page> => {
  const page = await app.page({ viewport: { width: 1280, height: 900 } });
  await signInWithEmail(page, app.t.url, email, TEST_PASSWORD);
  await page.waitForURL('**/admin/hubs');
  await page.goto(`${app.t.url}/admin/users`);
  await page.locator('.users-table').waitFor();
  return page;
};
const rows = (page: Page) => page.locator('.users-table tbody tr');
const menuItems = async (page: Page, name: RegExp) => {
  await page
    .getByRole('row', { name })
    .getByRole('button', { name: /Actions for/ })
    .click();
  const items = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('menuitem').count()).toBe(0);
  return items;
};

describe('users in the browser (Document 2 §2, §5, /admin/users)', () => {
  it('searches, filters by company and role, shows the columns, and offers the row menu by its rules', async () => {
    const page = await usersPage('admin@test.example');
    expect(await page.locator('.users-table thead th').allTextContents()).toEqual([
      'Auth method',
      'Email',
      'Phone',
      'Name',
      'Company',
      'Role',
      // The row menu's column is named for screen readers (issue 31 §5: no empty table header).
      'Actions',
    ]);
    await page.getByLabel('Search').fill(manager.email);
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().locator('td').allTextContents()).toEqual([
      'Email',
      manager.email,
      '-',
      'Ravi Users Hub Pune',
      'Users Hub Pune',
      'Hub manager',
      '',
    ]);
    await page.getByLabel('Search').fill('');
    // Each hub has its first owner (Meera) besides our two users.
    await page.getByLabel('Company').fill('Users Hub');
    await expect.poll(() => rows(page).count()).toBe(4);
    await page.getByLabel('Role').selectOption('ROLE_HUB_OWNER');
    await expect.poll(() => rows(page).count()).toBe(3);
    await page.getByLabel('Company').fill('Users Hub Pune');
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByLabel('Role').selectOption('');
    await page.getByLabel('Company').fill('');
    await page.screenshot({ path: '/tmp/shots-users/users-admin.png' });

    // An admin edits and suspends hub users, impersonates no one; admins and system users have no menu.
    expect(await menuItems(page, /Ravi Users Hub Pune/)).toEqual([
      'Edit',
      'History',
      'Send password reset link',
      'Download personal data (CSV)',
      'Suspend',
    ]);
    expect(
      await page
        .getByRole('row', { name: /admin@test\.example/ })
        .getByRole('button', { name: /Actions for/ })
        .count(),
    ).toBe(0);
    expect(
      await page
        .getByRole('row', { name: /system\.users@test\.example/ })
        .getByRole('button', { name: /Actions for/ })
        .count(),
    ).toBe(0);
    await page.context().close();

    // A system user may impersonate: as manager on a manager's row, as owner on an owner's.
    const system = await usersPage('system.users@test.example');
    expect(await menuItems(system, /Ravi Users Hub Pune/)).toEqual([
      'Impersonate as Manager',
      'Edit',
      'History',
      'Send password reset link',
      'Download personal data (CSV)',
      'Suspend',
    ]);
    expect(await menuItems(system, /Ravi Users Hub Recife/)).toEqual([
      'Impersonate as Owner',
      'Edit',
      'History',
      'Send password reset link',
      'Download personal data (CSV)',
      'Suspend',
    ]);
    await system
      .getByRole('row', { name: /Ravi Users Hub Recife/ })
      .getByRole('button', { name: /Actions for/ })
      .click();
    await system.getByRole('menuitem', { name: 'Impersonate as Owner' }).click();
    await system.waitForURL('**/hub-portal/dashboard');
    expect(await system.evaluate(() => localStorage.getItem('impersonationRole'))).toBe(
      'ROLE_HUB_OWNER',
    );
    await system.context().close();
  });

  it('edits a user with the sign-in method locked, then suspends them for good', async () => {
    const page = await usersPage('admin@test.example');
    await page
      .getByRole('row', { name: /Ravi Users Hub Pune/ })
      .getByRole('button', { name: /Actions for/ })
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel(/^Sign-in method/).isDisabled()).toBe(true);
    await dialog.getByLabel(/^First name/).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.textContent()).toContain('is required');
    await dialog.getByLabel(/^First name/).fill('Ravindra');
    await page.screenshot({ path: '/tmp/shots-users/users-edit.png' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => page.getByRole('row', { name: /Ravindra Users Hub Pune/ }).count())
      .toBe(1);

    await page
      .getByRole('row', { name: /Ravindra/ })
      .getByRole('button', { name: /Actions for/ })
      .click();
    await page.getByRole('menuitem', { name: 'Suspend' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
    const row = page.getByRole('row', { name: /Ravindra/ });
    await expect.poll(() => row.getByText('Suspended').count()).toBe(1);
    // No way back: the row has no menu any more, and the account cannot sign in.
    expect(await row.getByRole('button', { name: /Actions for/ }).count()).toBe(0);
    const signIn = await app.t.call('POST', '/api/auth/signIn', {
      body: { email: manager.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(401);
    expect(owner.email).toBeTruthy();
    await page.context().close();
  });
});
