import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hubWithManager } from '../../test/harness/fixtures';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';

const app = useBrowserApp();
const NEW_PASSWORD = 'violet-harbour-lantern-42';

describe('passwords in the browser (issue 21 §4)', () => {
  it('an admin sends a reset link; the user chooses a password on a phone (common ones refused) and signs in with it', async () => {
    const { t } = app;
    const manager = await hubWithManager(t, 'Reset Browser Hub');
    const admin = await app.page({ viewport: { width: 1280, height: 900 } });
    await signInWithEmail(admin, t.url, 'admin@test.example', TEST_PASSWORD);
    await admin.waitForURL('**/admin/hubs');
    await admin.goto(`${t.url}/admin/users`);
    await admin
      .getByRole('row', { name: /Ravi Reset Browser Hub/ })
      .getByRole('button', { name: /Actions for/ })
      .click();
    await admin.getByRole('menuitem', { name: 'Send password reset link' }).click();
    await expect.poll(() => admin.getByText('Password reset link sent').count()).toBeGreaterThan(0);

    const outbox = await readFile(join(t.running.app.config.dataDir, 'email-outbox.log'), 'utf8');
    const link = new RegExp(`${manager.email}\\tChoose your Cairn password\\t.*?(http\\S+)`).exec(
      outbox,
    )![1];
    const phone = await app.page({ viewport: { width: 360, height: 740 } });
    await phone.goto(`${t.url}${new URL(link).pathname}${new URL(link).search}`);
    await phone.getByLabel('New password').fill('password1234');
    await phone.getByRole('button', { name: 'Save password' }).click();
    await expect.poll(() => phone.getByText('is one of the most common passwords').count()).toBe(1);
    await phone.screenshot({ path: 'test-results/choose-password-360.png' });
    await phone.getByLabel('New password').fill(NEW_PASSWORD);
    await phone.getByRole('button', { name: 'Save password' }).click();
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await signInWithEmail(phone, t.url, manager.email, NEW_PASSWORD);
    await phone.waitForURL('**/hub-overview');
  });
});
