import { describe, expect, it } from 'vitest';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';

const app = useBrowserApp();

/** Records what the page shows through the Notification API (the real one stays underneath). */
const RECORD_NOTIFICATIONS = () => {
  const Real = window.Notification;
  const shown: string[] = [];
  (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
  class Recorded extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      shown.push(title);
    }
  }
  window.Notification = Recorded as typeof Notification;
};

describe('notifications in the hub app (360 px)', () => {
  it("asks for notification permission once after a tap, shows the bell's count and list, and a new alert through the Notification API", async () => {
    const { t } = app;
    const shots = process.env.CAIRN_SHOTS;
    const { email, token } = await hubWithManager(t, 'Bell Hub');
    const bag = async () => {
      const upload = await uploadPicture(
        t,
        token,
        '/api/fileUploads',
        await picture('scale-display-12-5-kg.png'),
      );
      return (
        await t.call('POST', '/api/collectedMaterials', {
          token,
          body: {
            registrationUnit: 'BAG',
            weight: '12.5',
            materialType: 'PET_CLEAR',
            pictureFileUploadUuid: upload.body.uuid,
          },
        })
      ).body.uuid as string;
    };
    const flag = async (uuid: string) =>
      t.call('POST', `/api/admin/hubEvents/${uuid}/flag`, {
        token: t.adminToken,
        body: { comment: 'Scale not readable', tags: ['OTHER'] },
      });
    const first = await bag();
    await flag(first);
    await expect
      .poll(async () => (await t.call('GET', '/api/notifications', { token })).body.unread, {
        timeout: 10_000,
      })
      .toBe(1);

    const context = await app.browser.newContext({ viewport: { width: 360, height: 740 } });
    await context.addInitScript(RECORD_NOTIFICATIONS);
    const page = await context.newPage();
    await signInWithEmail(page, t.url, email, TEST_PASSWORD);
    await page.waitForURL('**/hub-overview');

    // The app offers the prompt; the browser is asked only when the operator taps "Turn on".
    const prompt = page.getByText('Get alerts on this device?');
    await expect.poll(() => prompt.count()).toBe(1);
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    const bell = page.getByRole('button', { name: /^Notifications, 1 unread$/ });
    await expect.poll(() => bell.count()).toBe(1);
    if (shots) await page.screenshot({ path: `${shots}/notifications-hub-app-prompt-360.png` });
    await context.grantPermissions(['notifications'], { origin: t.url });
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('notificationPermissionAsked'))).toBe(
      'true',
    );
    await page.reload();
    await expect.poll(() => bell.count()).toBe(1);
    expect(await page.getByText('Get alerts on this device?').count()).toBe(0);

    // A new flag while the app is open: shown through the Notification API, counted on the bell.
    await flag(await bag());
    await expect
      .poll(
        async () => {
          await page.evaluate(() => {
            document.dispatchEvent(new Event('visibilitychange'));
            window.dispatchEvent(new Event('focus'));
          });
          return page.evaluate(
            () => (window as unknown as { shownNotifications: string[] }).shownNotifications.length,
          );
        },
        { timeout: 45_000, interval: 1000 },
      )
      .toBe(1);
    await expect
      .poll(() => page.getByRole('button', { name: /^Notifications, 2 unread$/ }).count())
      .toBe(1);
    if (shots) await page.screenshot({ path: `${shots}/notifications-hub-app-bell-360.png` });

    // The list; an item leads to its hub event in the hub app and is read.
    await page.getByRole('button', { name: /^Notifications, 2 unread$/ }).click();
    const items = page.locator('.cairn-notifications__item');
    await expect.poll(() => items.count()).toBe(2);
    await page.waitForTimeout(400); // the popover's opening transition
    if (shots) await page.screenshot({ path: `${shots}/notifications-hub-app-list-360.png` });
    await items.last().click();
    await page.waitForURL(`**/hub-event/${first}`);
    await expect.poll(() => page.getByText('Scale not readable').count()).toBe(1);
    await expect
      .poll(() => page.getByRole('button', { name: /^Notifications, 1 unread$/ }).count())
      .toBe(1);
    if (shots) await page.screenshot({ path: `${shots}/notifications-hub-event-360.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // The admin portal (desktop and 360 px) and the hub owner portal have the bell too.
    const admin = await app.page({ viewport: { width: 1280, height: 800 } });
    await signInWithEmail(admin, t.url, 'admin@test.example', TEST_PASSWORD);
    await admin.waitForURL('**/admin/hubs');
    await expect
      .poll(() => admin.getByRole('button', { name: /^Notifications, \d+ unread$/ }).count())
      .toBe(1);
    if (shots) await admin.screenshot({ path: `${shots}/notifications-admin-1280.png` });
    await admin.setViewportSize({ width: 360, height: 740 });
    await expect
      .poll(() => admin.getByRole('button', { name: /^Notifications, \d+ unread$/ }).count())
      .toBe(1);
    if (shots) await admin.screenshot({ path: `${shots}/notifications-admin-360.png` });
    const { email: ownerEmail } = await hubWithManager(t, 'Bell Owner Hub', 'ROLE_HUB_OWNER');
    const owner = await app.page({ viewport: { width: 360, height: 740 } });
    await signInWithEmail(owner, t.url, ownerEmail, TEST_PASSWORD);
    await owner.waitForURL('**/hub-portal/dashboard');
    await expect
      .poll(() => owner.getByRole('button', { name: /^Notifications, 0 unread$/ }).count())
      .toBe(1);
    expect(await owner.getByText('Get alerts on this device?').count()).toBe(0);
    if (shots) await owner.screenshot({ path: `${shots}/notifications-owner-portal-360.png` });
  }, 180_000);
});
