import { describe, expect, it } from 'vitest';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';

const app = useBrowserApp();
const SHOTS = '/tmp/shots-review';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

describe('review drawer: PDF viewer and the review milestone (Document 2 §2, §9)', () => {
  it('zooms a PDF picture in 0.2 steps and rotates it in 90° steps; the 100th review shows the milestone modal, offline from third parties', async () => {
    const { t } = app;
    const { token } = await hubWithManager(t, 'Viewer Hub');
    for (const [file, name] of [
      [await picture('scale-display-12-5-kg.png'), 'bag.png'],
      [PDF, 'weighslip.pdf'],
    ] as const) {
      const upload = await uploadPicture(t, token, '/api/fileUploads', file, {}, name);
      expect(upload.status, JSON.stringify(upload.body)).toBe(201);
      const made = await t.call('POST', '/api/collectedMaterials', {
        token,
        body: {
          registrationUnit: 'BAG',
          weight: '4',
          materialType: 'PET_CLEAR',
          pictureFileUploadUuid: upload.body.uuid,
        },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    const admin = (await t.call('GET', '/api/users/current', { token: t.adminToken })).body
      .uuid as string;

    const page = await app.page({ viewport: { width: 1280, height: 900 } });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await signInWithEmail(page, t.url, 'admin@test.example', TEST_PASSWORD);
    await page.waitForURL('**/admin/hubs');
    // 99 reviews saved before in this browser.
    await page.evaluate(
      (uuid) => localStorage.setItem('achievements', JSON.stringify({ [uuid]: 99 })),
      admin,
    );
    await page.goto(`${t.url}/admin/hub-events`);
    const rows = page.locator('.hub-events-table tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    await rows.first().click(); // newest first: the PDF

    const viewer = page.locator('.pdf-viewer__page');
    await viewer.waitFor();
    const state = async () => [
      await viewer.getAttribute('data-zoom'),
      await viewer.getAttribute('data-rotation'),
    ];
    expect(await state()).toEqual(['1', '0']);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(await state()).toEqual(['1.4', '0']);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Rotate' }).click();
    expect(await state()).toEqual(['1.2', '90']);
    expect(await viewer.evaluate((el) => (el as HTMLElement).style.transform)).toBe(
      'scale(1.2) rotate(90deg)',
    );
    await page.screenshot({ path: `${SHOTS}/pdf-viewer.png` });
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Rotate' }).click();
    expect(await state()).toEqual(['1.2', '0']);

    const drawer = page.locator('.review-drawer');
    await drawer.getByRole('button', { name: 'Approve' }).click();
    const modal = page.getByRole('dialog', { name: 'Milestone reached' });
    await modal.waitFor();
    expect(await modal.textContent()).toContain('You have reviewed 100 hub events');
    await page.screenshot({ path: `${SHOTS}/milestone.png` });
    await modal.getByRole('button', { name: 'Continue reviewing' }).click();
    await expect.poll(() => modal.count()).toBe(0);

    // The 101st is no milestone.
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    expect(await modal.count()).toBe(0);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('achievements')))!)).toEqual({
      [admin]: 101,
    });
    // No third-party image service: everything came from the app's own origin.
    // (The browser's own PDF viewer loads chrome:// and chrome-extension:// pages; those are not the network.)
    expect(requested.filter((u) => /^(https?|wss?):/.test(u) && !u.startsWith(t.url))).toEqual([]);
    expect(requested.some((u) => u.startsWith(`${t.url}/api/admin/hubEvents`))).toBe(true);
    await page.context().close();
  });
});
