import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, startTestApp, type TestApp } from '../testing/test-app';
import { UI_DIST, buildUi, launchChromium } from '../testing/browser';

let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  buildUi();
  t = await startTestApp({ uiDist: UI_DIST });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe('regions', () => {
  it("sends a user who signs in on another region's origin to their own region's sign-in", async () => {
    // The admin's region (DEFAULT) is served on "localhost"; the test opens the app on "127.0.0.1".
    const own = t.url.replace('127.0.0.1', 'localhost');
    t.running.app.config.regionOrigins.DEFAULT = own;
    const current = await t.call('GET', '/api/users/current', { token: t.adminToken });
    expect(current.body.regionOrigin).toBe(own);

    const page = await (await browser.newContext()).newPage();
    await page.goto(`${t.url}/sign-in`);
    await page.getByRole('button', { name: /email/i }).click();
    await page.getByLabel('Email').fill('admin@test.example');
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL(`${own}/sign-in`);
    expect(await page.evaluate("localStorage.getItem('x-auth-token')")).toBeNull();

    delete t.running.app.config.regionOrigins.DEFAULT;
    expect((await t.call('GET', '/api/users/current', { token: t.adminToken })).body.regionOrigin).toBeNull();
  });
});
