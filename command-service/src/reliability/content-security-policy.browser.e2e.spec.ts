import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { hubWithManager } from '../../test/harness/fixtures';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';

const app = useBrowserApp();
const SHOTS = '/tmp/shots-issue8';

/** Every violation of the content security policy the page reports, and every console error naming it. */
const watch = async (page: Page) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => {
    violations.push(v);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportViolation(v: string): void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      );
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text()))
      violations.push(m.text());
  });
  return violations;
};

describe('the UI under its content security policy', () => {
  it('the admin screens and the hub app load and work with no violation', async () => {
    const { t } = app;
    await mkdir(SHOTS, { recursive: true });
    const admin = await app.page({ viewport: { width: 1280, height: 900 } });
    const adminViolations = await watch(admin);
    await signInWithEmail(admin, t.url, 'admin@test.example', TEST_PASSWORD);
    await admin.waitForURL('**/admin/hubs');
    await expect
      .poll(() =>
        admin
          .getByRole('link', { name: 'Add Hub' })
          .or(admin.getByRole('button', { name: 'Add Hub' }))
          .count(),
      )
      .toBeGreaterThan(0);
    await admin.goto(`${t.url}/admin/add-hub`);
    await expect.poll(() => admin.getByRole('heading', { name: 'Add hub' }).count()).toBe(1);
    await admin.screenshot({ path: `${SHOTS}/admin-add-hub.png` });

    const { email } = await hubWithManager(t, 'Policy Hub');
    const phone = await app.page({
      viewport: { width: 375, height: 812 },
      permissions: ['geolocation'],
      geolocation: { latitude: 18.5, longitude: 73.8 },
    });
    const hubViolations = await watch(phone);
    await signInWithEmail(phone, t.url, email, TEST_PASSWORD);
    await phone.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    await phone.waitForLoadState('networkidle');
    await phone.screenshot({ path: `${SHOTS}/hub-app-home.png` });
    expect(await phone.evaluate(() => document.body.innerText.length)).toBeGreaterThan(20);

    expect(adminViolations).toEqual([]);
    expect(hubViolations).toEqual([]);
  });
});
