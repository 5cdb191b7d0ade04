import { describe, expect, it } from 'vitest';
import { START } from '@cairn/infra';
import { TEST_PASSWORD, hubBody } from '../../test/harness/test-app';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';

const app = useBrowserApp();

describe('audit action review and projects in the browser (1280 px)', () => {
  it('reopens an audit action after confirming, and marks a reviewed one as reviewed with a document', async () => {
    const { t } = app;
    const created = await t.call('POST', '/api/admin/companies/hubs', {
      token: t.adminToken,
      body: hubBody({ name: 'Review Browser Hub' }),
    });
    const hubUuid = created.body.uuid as string;
    const [principle] = (await t.call('GET', '/api/admin/cocPrinciples', { token: t.adminToken }))
      .body;
    const add = (name: string) =>
      t.call('POST', '/api/admin/complianceActions', {
        token: t.adminToken,
        body: {
          name,
          description: 'Show the records.',
          deadlineDate: new Date().toISOString().slice(0, 10),
          cocPrincipleUuid: principle.uuid,
          companyUuid: hubUuid,
        },
      });
    await add('Fire drill records');
    const reviewed = await add('Wage slips');
    await t.call('POST', `/api/admin/complianceActions/${reviewed.body.uuid}/markAsReviewed`, {
      token: t.adminToken,
      body: { documents: [] },
    });

    const page = await app.page({ viewport: { width: 1280, height: 900 } });
    await signInWithEmail(page, t.url, 'admin@test.example', TEST_PASSWORD);
    await page.waitForURL('**/admin/hubs');
    await page.goto(`${t.url}/admin/hubs/${hubUuid}/manage-audit-actions`);
    const fire = page.getByRole('row', { name: /Fire drill records/ });
    const wages = page.getByRole('row', { name: /Wage slips/ });
    await expect.poll(() => fire.count()).toBe(1);
    // Reviewed at shows only for REVIEWED rows, '-' otherwise.
    expect(await fire.innerText()).toMatch(/Owner notified\s+-/);
    expect(await wages.innerText()).toMatch(/Reviewed\s+\d{4}-\d{2}-\d{2}/);

    // Reopen: offered for OWNER_NOTIFIED, confirmed by its dialog; the list reloads.
    await page.getByRole('button', { name: 'Actions for Fire drill records' }).click();
    expect(
      await page.getByRole('menuitem', { name: 'Mark as reviewed' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await page.getByRole('menuitem', { name: 'Reopen for more evidence' }).click();
    const reopen = page.getByRole('dialog', { name: 'Reopen Audit Action' });
    expect(await reopen.innerText()).toContain(
      'Are you sure that you want to reopen the selected audit action ?',
    );
    await reopen.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => reopen.count()).toBe(0);
    await page.getByRole('button', { name: 'Actions for Fire drill records' }).click();
    await page.getByRole('menuitem', { name: 'Reopen for more evidence' }).click();
    await reopen.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => reopen.count()).toBe(0);
    const events = await t.running.app.events.readAll(START, 100_000);
    expect(events.events.filter((e) => e.type === 'ComplianceActionReopened')).toHaveLength(1);

    // Mark as reviewed: enabled only for REVIEWED (as the spec requires), Reopen not offered there.
    await page.getByRole('button', { name: 'Actions for Wage slips' }).click();
    expect(
      await page
        .getByRole('menuitem', { name: 'Reopen for more evidence' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    await page.getByRole('menuitem', { name: 'Mark as reviewed' }).click();
    const mark = page.getByRole('dialog', { name: 'Mark audit action as reviewed' });
    // A video of 8,000,000 bytes: mp4 and QuickTime up to 30,000,000 bytes are taken (Document 1 §5).
    const video = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.alloc(8_000_000),
    ]);
    await mark
      .locator('input[type=file]')
      .setInputFiles({ name: 'site-visit.mp4', mimeType: 'video/mp4', buffer: video });
    await mark.getByText(/site-visit\.mp4/).waitFor();
    await mark.getByRole('button', { name: 'Mark as reviewed' }).click();
    await expect.poll(() => mark.count(), { timeout: 30_000 }).toBe(0);
    await page.getByRole('button', { name: 'Actions for Wage slips' }).click();
    await page.getByRole('menuitem', { name: 'View uploaded evidence' }).click();
    await expect
      .poll(() => page.getByRole('dialog').getByRole('link', { name: 'site-visit.mp4' }).count())
      .toBe(1);
  });

  it('adds a Cairn project and an external project, refusing an empty ID', async () => {
    const { t } = app;
    const created = await t.call('POST', '/api/admin/companies/hubs', {
      token: t.adminToken,
      body: hubBody({ name: 'Projects Browser Hub' }),
    });
    const page = await app.page({ viewport: { width: 1280, height: 900 } });
    await signInWithEmail(page, t.url, 'admin@test.example', TEST_PASSWORD);
    await page.waitForURL('**/admin/hubs');
    await page.getByPlaceholder('Search by name').fill('Projects Browser');
    await page.getByRole('button', { name: 'Actions for Projects Browser Hub' }).click();
    await page.getByRole('menuitem', { name: 'Manage Projects' }).click();
    await page.waitForURL(`**/admin/hubs/${created.body.uuid}/manage-projects`);

    const dialog = page.getByRole('dialog', { name: 'Add Hub Project' });
    await page.getByRole('button', { name: 'Add project' }).click();
    expect(
      await dialog
        .getByRole('switch', { name: 'Cairn project' })
        .or(dialog.getByLabel('Cairn project'))
        .first()
        .isChecked(),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => dialog.getByText('is required').count()).toBeGreaterThan(0);
    await dialog.getByLabel(/^Project ID/).fill('PRJ-2026-07');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect
      .poll(() => page.getByRole('row', { name: /Cairn project\s+PRJ-2026-07/ }).count())
      .toBe(1);

    // The same ID again: the server's refusal (on externalId) marks the Project ID field, and the
    // error shows in the dialog, not behind its overlay.
    await page.getByRole('button', { name: 'Add project' }).click();
    await dialog.getByLabel(/^Project ID/).fill('PRJ-2026-07');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect
      .poll(() => dialog.locator('.bp6-form-group.bp6-intent-danger').textContent())
      .toContain('This hub already has a project with this ID.');
    await expect.poll(() => dialog.getByRole('alert').count()).toBe(1);
    await page.screenshot({ path: '/tmp/shots-conf/project-refused.png' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Add project' }).click();
    await dialog.getByLabel(/^Project ID/).fill('VERRA-4410');
    await dialog.getByLabel('Cairn project').uncheck({ force: true });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect
      .poll(() => page.getByRole('row', { name: /External project\s+VERRA-4410/ }).count())
      .toBe(1);
    const stored = await t.call('GET', `/api/admin/companies/${created.body.uuid}/projects`, {
      token: t.adminToken,
    });
    expect(
      stored.body
        .map((p: { externalId: string; isCairn: boolean }) => [p.externalId, p.isCairn])
        .sort(),
    ).toEqual([
      ['PRJ-2026-07', true],
      ['VERRA-4410', false],
    ]);
  });
});
