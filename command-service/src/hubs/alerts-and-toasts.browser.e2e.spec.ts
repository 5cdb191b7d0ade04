import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { hubWithManager } from '../../test/harness/fixtures';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';

const app = useBrowserApp();
const GENERIC = 'An error has occurred. Please try again later.';

/** The shared widgets of Document 1 §2 and the error catalogue of §8, in the admin app. */
describe('toast bar and error alert bar', () => {
  it('a toast shows the outcome of a row action at the top of the screen, however far the page is scrolled, and hides itself after 4 s', async () => {
    const { t } = app;
    for (let i = 1; i <= 14; i++)
      await hubWithManager(t, `Toast Browser Hub ${String(i).padStart(2, '0')}`);
    // A short window: the list of 14 hubs scrolls, and the row acted on is the last.
    const admin = await app.page({ viewport: { width: 1280, height: 500 } });
    await signInWithEmail(admin, t.url, 'admin@test.example', TEST_PASSWORD);
    await admin.waitForURL('**/admin/hubs');
    await admin.getByPlaceholder('Search by name').fill('Toast Browser');
    await expect.poll(() => admin.getByRole('row', { name: /Toast Browser Hub/ }).count()).toBe(14);
    const actions = admin.getByRole('button', { name: 'Actions for Toast Browser Hub 14' });
    await actions.scrollIntoViewIfNeeded();
    await actions.click();
    await admin.getByRole('menuitem', { name: 'Pause', exact: true }).click();
    await admin
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Pause', exact: true })
      .click();

    const toast = admin.getByText('The hub has been paused and its users suspended.');
    await expect.poll(() => toast.count()).toBe(1);
    const shownAt = Date.now();
    expect(await admin.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // The toast slides in from above the screen: it is judged where it settles, not mid-animation.
    await expect.poll(async () => (await toast.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    const box = await toast.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(500);
    if (process.env.CAIRN_SHOTS)
      await admin.screenshot({ path: `${process.env.CAIRN_SHOTS}/toast.png` });
    await expect.poll(() => toast.count(), { timeout: 8000 }).toBe(0);
    const visibleMs = Date.now() - shownAt;
    expect(visibleMs).toBeGreaterThan(3000);
    expect(visibleMs).toBeLessThan(6500);
  });

  it('shows the server’s message, a translated key or the generic text; only the user closes it; the next call clears it', async () => {
    const { t } = app;
    const admin = await app.page({ viewport: { width: 1280, height: 900 } });
    await signInWithEmail(admin, t.url, 'admin@test.example', TEST_PASSWORD);
    await admin.waitForURL('**/admin/hubs');
    const bar = admin.getByRole('alert');

    // A real refusal of the server: a hub that does not exist.
    await admin.goto(`${t.url}/admin/add-hub/00000000-0000-4000-8000-000000000000`);
    await expect.poll(() => bar.count()).toBe(1);
    expect(await bar.innerText()).toContain('The page you are looking for does not exist.');
    // Opaque: the content scrolling under the sticky bar does not show through it.
    const background = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toMatch(/^rgb\(/);
    if (process.env.CAIRN_SHOTS)
      await admin.screenshot({ path: `${process.env.CAIRN_SHOTS}/error-alert-bar.png` });

    // Clicking elsewhere does not close it; its close button does.
    await admin.mouse.click(700, 600);
    expect(await bar.count()).toBe(1);
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => bar.count()).toBe(0);

    // The catalogue's other branches, answered by the network layer: a key is translated, a
    // body that is not JSON gives the generic text.
    const hubList = '**/api/admin/companies/hubs?*';
    await admin.route(hubList, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ errorMessageKey: 'apiErrorForbidden' }),
      }),
    );
    await admin.goto(`${t.url}/admin/hubs`);
    await expect
      .poll(() => bar.innerText().catch(() => ''))
      .toContain('Access to the specified resource is not authorized.');
    await admin.unroute(hubList);
    await admin.route(hubList, (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html>bad gateway</html>' }),
    );
    await admin.reload();
    await expect.poll(() => bar.innerText().catch(() => '')).toContain(GENERIC);

    // The next call clears the previous error.
    await admin.unroute(hubList);
    await admin.reload();
    await expect.poll(() => bar.count()).toBe(0);
  });

  it('a 401 signs the user out to the sign-in page, which says the session has expired', async () => {
    const { t } = app;
    const admin = await app.page({ viewport: { width: 1280, height: 900 } });
    await signInWithEmail(admin, t.url, 'admin@test.example', TEST_PASSWORD);
    await admin.waitForURL('**/admin/hubs');
    const replaced = await admin.evaluate(() => {
      const keys = Object.keys(localStorage).filter((key) => /token/i.test(key));
      for (const key of keys) localStorage.setItem(key, 'not-a-token');
      return keys.length;
    });
    expect(replaced).toBe(1);
    await admin.goto(`${t.url}/admin/users`);
    await admin.waitForURL('**/sign-in');
    await expect
      .poll(() => admin.getByText('Your session has expired. Please sign in again.').count())
      .toBe(1);
  });
});
