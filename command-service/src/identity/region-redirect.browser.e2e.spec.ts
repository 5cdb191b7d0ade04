import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';

const app = useBrowserApp();

describe('regions', () => {
  it("sends a user who signs in on another region's origin to their own region's sign-in", async () => {
    const { t } = app;
    // The admin's region (DEFAULT) is served on "localhost"; the test opens the app on "127.0.0.1".
    const own = t.url.replace('127.0.0.1', 'localhost');
    t.running.app.config.regionOrigins.DEFAULT = own;
    const current = await t.call('GET', '/api/users/current', { token: t.adminToken });
    expect(current.body.regionOrigin).toBe(own);

    const page = await app.page();
    await signInWithEmail(page, t.url, 'admin@test.example', TEST_PASSWORD);
    await page.waitForURL(`${own}/sign-in`);
    expect(await page.evaluate("localStorage.getItem('x-auth-token')")).toBeNull();

    delete t.running.app.config.regionOrigins.DEFAULT;
    expect(
      (await t.call('GET', '/api/users/current', { token: t.adminToken })).body.regionOrigin,
    ).toBeNull();
  });
});
