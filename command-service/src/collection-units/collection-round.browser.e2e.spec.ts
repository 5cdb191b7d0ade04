import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { PICTURES } from '../../test/harness/fixtures';
import { launchChromium, signInWithEmail, useBrowserApp } from '../../test/harness/browser';
import { fakeCameraArgs, writeQrVideo } from '../../test/harness/fake-camera';
import { hubOfType } from '../transports/transports.fixtures';

const app = useBrowserApp();
let scanningBrowser: Browser | undefined;
afterAll(async () => {
  await scanningBrowser?.close();
});

const attach = async (page: Page) => {
  await page.locator('input[type=file]').setInputFiles(PICTURES + 'bag-on-scale-7-25-kg.png');
  await page.getByRole('button', { name: 'Replace' }).waitFor();
};
const save = async (page: Page, name = 'Save') => {
  const button = page.getByRole('button', { name, exact: true });
  await expect.poll(() => button.isDisabled()).toBe(false);
  await button.click();
};
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5000 });

describe('a collection round in the browser (390×844)', () => {
  it('starts a round, checks in by scanning the pick-up point QR code, collects a bag and finishes with the weigh slip', async () => {
    const { t } = app;
    const point = await hubOfType(t, 'Kothrud Scan Point', 'PICKUP_POINT', ['MATERIAL_COLLECTION']);
    const cc = await hubOfType(
      t,
      'Round Center',
      'COLLECTION_CENTER',
      ['MATERIAL_COLLECTION', 'WASTE_BAG_REGISTRATION'],
      { enableDocumentUpload: true },
    );
    const { qrCode } = (
      await t.call('GET', `/api/admin/companies/hubs/${point.hub.uuid}`, { token: t.adminToken })
    ).body as { qrCode: { text: string } };
    expect(qrCode.text).toMatch(new RegExp(`/identity/hub/${point.hub.uuid}$`));
    const video = `${t.running.app.config.dataDir}/pickup-qr.y4m`;
    await writeQrVideo(video, qrCode.text);
    scanningBrowser = await launchChromium(fakeCameraArgs(video));
    const context = await scanningBrowser.newContext({
      viewport: { width: 390, height: 844 },
      geolocation: { latitude: 18.5, longitude: 73.8 },
      permissions: ['geolocation', 'camera'],
    });
    const page = await context.newPage();
    await signInWithEmail(page, t.url, cc.email, TEST_PASSWORD);
    await page.waitForURL('**/hub-overview');

    await page.getByRole('button', { name: 'Start collection' }).click();
    await page.waitForURL('**/start-collection');
    await attach(page);
    await page.getByLabel('Licence plate').fill('MH 12 XY 4455');
    await save(page, 'Start');
    await page.waitForURL('**/hub-overview');
    await poll(() => page.getByTestId('active-pickup-point').textContent()).toBe(
      'Not checked in at a pick-up point.',
    );

    // The camera sees the pick-up point's QR code; the app finds the point and goes back to the overview.
    await page.getByRole('button', { name: 'Check in' }).click();
    await page.getByRole('button', { name: 'Scan QR code' }).click();
    await page.waitForURL('**/hub-overview', { timeout: 15_000 });
    await poll(() => page.getByTestId('active-pickup-point').textContent()).toContain(
      'Kothrud Scan Point',
    );

    await page.getByRole('button', { name: 'Register bag' }).click();
    await page.waitForURL(
      new RegExp(`/register-material-bag/${point.hub.uuid}\\?collectionUnitUuid=`),
    );
    await attach(page);
    await page.getByLabel(/^Weight/).fill('7.25');
    await page.getByLabel(/^Material type/).selectOption('PET_CLEAR');
    await save(page);
    await page.waitForURL('**/hub-overview');
    await poll(() => page.getByTestId('ongoing-collection').textContent()).toContain(
      '1pick-up point1bags7.25kg',
    );

    await page.getByRole('button', { name: 'Finish collection' }).click();
    await page.waitForURL(/\/collection-units\/.+\/finish$/);
    await attach(page);
    await page.getByLabel(/^Weight/).fill('7.4');
    await save(page);
    await page.waitForURL('**/hub-overview');
    await poll(() => page.getByTestId('collection-summary').textContent()).toContain(
      '1round1bags7.40kg',
    );
    expect(await page.getByRole('button', { name: 'Start collection' }).isVisible()).toBe(true);
    await context.close();
  });
});
