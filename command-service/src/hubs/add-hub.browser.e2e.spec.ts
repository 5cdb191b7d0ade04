import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';

const app = useBrowserApp();

/** A form field by its label; required fields read "Name (required)". */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}( \\(required\\))?$`));

/** A searchable picker (Blueprint Suggest): type, then choose the first matching option. */
const pick = async (page: Page, label: string, text: string) => {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).fill(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
};

describe('admin in the browser', () => {
  it('signs in, adds a hub with its first owner, and finds it in the list', async () => {
    const { t } = app;
    const page = await app.page({ viewport: { width: 1280, height: 900 } });
    await signInWithEmail(page, t.url, 'admin@test.example', TEST_PASSWORD);
    await page.waitForURL('**/admin/hubs');

    await page
      .getByRole('link', { name: 'Add Hub' })
      .or(page.getByRole('button', { name: 'Add Hub' }))
      .first()
      .click();
    await page.waitForURL('**/admin/add-hub');
    await expect.poll(() => page.getByRole('heading', { name: 'Add hub' }).count()).toBe(1);
    const create = page.getByRole('button', { name: 'Create' });
    expect(await create.isDisabled()).toBe(true);

    await field(page, 'Name').fill('Browser Hub Bandung');
    await field(page, 'Type').selectOption('RECYCLER');
    await pick(page, 'Currency', 'IDR');
    await field(page, 'Street').fill('Jalan Braga 1');
    await field(page, 'Zip code').fill('40111');
    await field(page, 'City').fill('Bandung');
    await pick(page, 'Country', 'Indonesia');
    await field(page, 'Gender').selectOption('FEMALE');
    await field(page, 'Language').selectOption('EN');
    await field(page, 'First name').fill('Dewi');
    await field(page, 'Last name').fill('Lestari');
    await field(page, 'Sign-in method').selectOption('EMAIL_PASSWORD');
    // An owner email already in use: the server refuses it on firstUser.email, which the form marks;
    // Create stays enabled and the hint says what to do (not "Fill in every required field").
    await field(page, 'Email').fill('admin@test.example');
    await expect.poll(() => create.isDisabled()).toBe(false);
    await create.click();
    const emailGroup = page.locator('.bp6-form-group', {
      has: page.locator('#field-firstUser\\.email'),
    });
    await expect
      .poll(() => emailGroup.textContent())
      .toContain('This email address is already used by another account.');
    expect(await emailGroup.getAttribute('class')).toContain('bp6-intent-danger');
    expect(await page.getByText('Correct the marked fields to create the hub.').count()).toBe(1);
    expect(await page.getByText(/Fill in every required field/).count()).toBe(0);
    expect(await create.isDisabled()).toBe(false);
    await page.screenshot({ path: '/tmp/shots-conf/add-hub-email-refused.png', fullPage: true });

    await field(page, 'Email').fill('dewi@browser.example');
    await expect.poll(() => emailGroup.textContent()).not.toContain('already used');
    await expect.poll(() => create.isDisabled()).toBe(false);
    await create.click();
    await page.waitForURL(/\/admin\/hubs$/);
    await page.getByPlaceholder('Search by name').fill('Browser Hub');
    await expect.poll(() => page.getByRole('row', { name: /Browser Hub Bandung/ }).count()).toBe(1);

    const stored = await t.call('GET', '/api/admin/companies/hubs', { token: t.adminToken });
    const hub = stored.body.find((h: { name: string }) => h.name === 'Browser Hub Bandung');
    expect(hub).toMatchObject({ type: 'RECYCLER', country: 'ID', state: 'ACTIVE' });
  });
});
