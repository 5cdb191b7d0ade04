import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { hubWithManager } from '../../test/harness/fixtures';
import { launchChromium, signInWithEmail, useBrowserApp } from '../../test/harness/browser';

// Chromium's fake camera: a moving test pattern of 640×480, the minimum size of Document 1 §5.
const app = useBrowserApp({
  chromiumArgs: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
});
const PHONE = { viewport: { width: 360, height: 740 } };

describe('the camera capture widget (Document 1 §2, §4, §8) at 360 px', () => {
  it('waits for the location, then takes a picture with retake and confirm; the upload carries the position', async () => {
    const { t } = app;
    const shots = process.env.CAIRN_SHOTS;
    const { email, hub } = await hubWithManager(t, 'Camera Hub');
    const context = await app.browser.newContext({ ...PHONE, permissions: ['camera'] });
    const page = await context.newPage();
    // The position is slow to come: hold it back until the waiting message has been seen.
    await page.addInitScript(() => {
      const real = navigator.geolocation.watchPosition.bind(navigator.geolocation);
      Object.defineProperty(navigator.geolocation, 'watchPosition', {
        value: (
          ok: PositionCallback,
          fail?: PositionErrorCallback | null,
          options?: PositionOptions,
        ) => {
          const w = window as unknown as { releasePosition?: () => void };
          let id = -1;
          w.releasePosition = () => {
            id = real(ok, fail, options);
          };
          return id;
        },
      });
    });
    await signInWithEmail(page, t.url, email, TEST_PASSWORD);
    await page.waitForURL('**/hub-overview');
    await page.goto(`${t.url}/register-material-bag`);

    const shutter = page.getByRole('button', { name: 'Take picture' });
    await expect
      .poll(() => page.getByText('Please wait while the location is resolved...').count())
      .toBe(1);
    expect(await shutter.isDisabled()).toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/camera-waiting.png` });

    await context.grantPermissions(['camera', 'geolocation']);
    await context.setGeolocation({ latitude: 18.52, longitude: 73.85, accuracy: 12 });
    await page.evaluate(() =>
      (window as unknown as { releasePosition: () => void }).releasePosition(),
    );
    await expect.poll(() => shutter.isDisabled()).toBe(false);
    expect(await page.getByText('Please wait while the location is resolved...').count()).toBe(0);
    const size = await page
      .locator('video')
      .evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight]);
    expect(Math.max(...size)).toBeGreaterThanOrEqual(640);
    expect(Math.min(...size)).toBeGreaterThanOrEqual(480);

    // Retake discards the photo and shows the live camera again.
    await shutter.click();
    await expect.poll(() => page.getByRole('button', { name: 'Retake' }).count()).toBe(1);
    if (shots) await page.screenshot({ path: `${shots}/camera-retake-confirm.png` });
    await page.getByRole('button', { name: 'Retake' }).click();
    await expect.poll(() => shutter.count()).toBe(1);
    await shutter.click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    // The preview shows at once; Replace only once the upload has answered.
    await expect.poll(() => page.getByRole('img', { name: 'Picture' }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('button', { name: 'Replace' }).count(), { timeout: 15_000 })
      .toBe(1);

    const uploads = await t.running.app.rows.findBy<{
      hubUuid: string;
      latitude: number;
      longitude: number;
      mimeType: string;
    }>('fileUploads', 'hubUuid', hub.uuid);
    expect(uploads).toEqual([
      expect.objectContaining({ latitude: 18.52, longitude: 73.85, mimeType: 'image/jpeg' }),
    ]);
  });

  it('says so when the location is denied or the browser has no camera', async () => {
    const { t } = app;
    const { email } = await hubWithManager(t, 'Camera Hub 2');
    const denied = await app.browser.newContext({ ...PHONE, permissions: ['camera'] });
    const page = await denied.newPage();
    await signInWithEmail(page, t.url, email, TEST_PASSWORD);
    await page.waitForURL('**/hub-overview');
    await page.goto(`${t.url}/register-material-bag`);
    await expect
      .poll(() =>
        page
          .getByText(/^The camera usage is not allowed when the location is disabled\. \(.+\)$/)
          .count(),
      )
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Take picture' }).isDisabled()).toBe(true);
    // The camera explains how to allow the location, and offers a way back (issue 18).
    await page.getByText('Allow the location for this site', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    if (process.env.CAIRN_SHOTS)
      await page.screenshot({ path: `${process.env.CAIRN_SHOTS}/camera-location-denied.png` });
    await page.locator('.cairn-camera__choices').getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/hub-overview');

    // A browser without any camera device.
    let bare: Browser | undefined;
    try {
      bare = await launchChromium();
      const noCamera = await (
        await bare.newContext({
          ...PHONE,
          permissions: ['geolocation'],
          geolocation: { latitude: 1, longitude: 1 },
        })
      ).newPage();
      await signInWithEmail(noCamera, t.url, email, TEST_PASSWORD);
      await noCamera.waitForURL('**/hub-overview');
      await noCamera.goto(`${t.url}/register-material-bag`);
      await expect
        .poll(() => noCamera.getByText(/^No camera was found on this phone\./).count())
        .toBeGreaterThan(0);
      if (process.env.CAIRN_SHOTS)
        await noCamera.screenshot({ path: `${process.env.CAIRN_SHOTS}/camera-not-supported.png` });
    } finally {
      await bare?.close();
    }
  });
});
