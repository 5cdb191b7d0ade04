import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setPassword } from '../identity/password.handlers';
import { TEST_PASSWORD, hubBody } from '../../test/harness/test-app';
import { signInWithEmail, useBrowserApp, untilToastsHide } from '../../test/harness/browser';

const app = useBrowserApp();

const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}( \\(required\\))?$`));

const signIn = async (width: number, email: string) => {
  const page = await app.page({ viewport: { width, height: 900 } });
  await signInWithEmail(page, app.t.url, email, TEST_PASSWORD);
  return page;
};

describe('audit actions in the browser', () => {
  it('the admin adds an audit action, the hub owner uploads evidence, the admin views it', async () => {
    const { t } = app;
    const shots = process.env.CAIRN_SHOTS;
    const ownerEmail = 'owner.audit@browser.example';
    const body = hubBody({
      name: 'Audit Browser Hub',
      firstUser: { ...hubBody().firstUser, email: ownerEmail },
    });
    const created = await t.call('POST', '/api/admin/companies/hubs', {
      token: t.adminToken,
      body,
    });
    expect(created.status).toBe(201);
    const owner = created.body.users.find((u: { role: string }) => u.role === 'ROLE_HUB_OWNER');
    await setPassword(
      t.running.app,
      { commandId: 'browser-owner-password', actorUuid: null, now: new Date().toISOString() },
      owner.uuid,
      TEST_PASSWORD,
    );

    // The admin opens the hub's audit actions from the row menu and adds one.
    const admin = await signIn(1280, 'admin@test.example');
    await admin.waitForURL('**/admin/hubs');
    await admin.getByRole('button', { name: 'Actions for Audit Browser Hub' }).click();
    await admin.getByRole('menuitem', { name: 'Manage Audit Actions' }).click();
    await admin.waitForURL(`**/admin/hubs/${created.body.uuid}/manage-audit-actions`);
    await expect
      .poll(() => admin.getByRole('heading', { name: 'Audit actions: Audit Browser Hub' }).count())
      .toBe(1);
    await admin.getByRole('button', { name: 'Add Audit Action' }).click();
    await field(admin, 'Summary').fill('Age verification records');
    await field(admin, 'Description').fill(
      "Upload the register showing how each worker's age was checked.",
    );
    // Today, as DD/MM/YYYY whatever the browser's locale (Document 2 §9).
    expect(await field(admin, 'Deadline date').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await field(admin, 'CoC category').selectOption('NO_CHILD_LABOUR');
    await field(admin, 'CoC principle').selectOption({ index: 3 });
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    const row = admin.getByRole('row', { name: /Age verification records/ });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toMatch(/No child labour 4\.3[\s\S]*Owner notified/);

    // The owner lands on the hub portal and uploads a PDF with a comment.
    const portal = await signIn(360, ownerEmail);
    await portal.waitForURL('**/hub-portal/dashboard');
    await expect
      .poll(() => portal.getByRole('heading', { name: 'Audit Browser Hub' }).count())
      .toBe(1);
    const card = portal.getByLabel('Age verification records');
    await card.getByRole('button', { name: 'Upload evidence' }).click();
    await portal.locator('.bp6-dialog input[type=file]').setInputFiles({
      name: 'age-register.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await portal.getByLabel('Comment').fill('Signed by the supervisor');
    await portal.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => card.getByText('In review').count()).toBe(1);
    if (shots)
      await portal.screenshot({ path: `${shots}/compliance-owner-portal.png`, fullPage: true });

    // The portal's pages are in its bar, under where the toast was: the pipeline overview, and back.
    await untilToastsHide(portal);
    const portalNav = portal.getByRole('navigation', { name: 'Owner portal' });
    await portalNav.getByRole('link', { name: 'Pipeline' }).click();
    await portal.waitForURL('**/hub-owner/pipeline-overview');
    await expect
      .poll(() => portal.getByRole('heading', { name: 'Pipeline overview' }).count())
      .toBe(1);
    await portal.screenshot({ path: '/tmp/shots-conf/owner-pipeline-360.png' });
    await portalNav.getByRole('link', { name: 'Dashboard' }).click();
    await portal.waitForURL('**/hub-portal/dashboard');

    // The admin sees the new status and opens the evidence.
    await admin.reload();
    await expect.poll(() => row.getByText('In review').count()).toBe(1);
    await row.getByRole('button', { name: 'Actions for Age verification records' }).click();
    expect(
      await admin.getByRole('menuitem', { name: 'Mark as reviewed' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await admin.getByRole('menuitem', { name: 'View uploaded evidence' }).click();
    const link = admin.getByRole('dialog').getByRole('link', { name: 'age-register.pdf' });
    await expect.poll(() => link.count()).toBe(1);
    expect(await admin.getByRole('dialog').innerText()).toContain('Signed by the supervisor');
    const file = await fetch(new URL((await link.getAttribute('href'))!, t.url));
    expect(file.headers.get('content-type')).toBe('application/pdf');
    if (shots)
      await admin
        .waitForTimeout(400)
        .then(() => admin.screenshot({ path: `${shots}/compliance-admin-evidence.png` }));
  });
});
