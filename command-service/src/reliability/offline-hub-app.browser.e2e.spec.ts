import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { PICTURES } from '../../test/harness/fixtures';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';
import { uploadEvidence } from '../transports/transports.fixtures';
import { gradingHub } from '../grading/grading.fixtures';

const app = useBrowserApp();
const SHOTS = process.env.CAIRN_SHOTS;
const PHONE = {
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
  geolocation: { latitude: 18.52, longitude: 73.85, accuracy: 12 },
  permissions: ['geolocation'],
};

const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}( \\(required\\))?$`));

const outputBagsOf = async (hubUuid: string) =>
  (await app.t.running.app.events.readAll({ txId: '0', position: '0' }, 1_000_000)).events.filter(
    (e) =>
      e.type === 'SegregationOutputBagRegistered' &&
      (e.data as { hubUuid: string }).hubUuid === hubUuid,
  );

describe('the hub app reopened without a network (issue 31 §3)', () => {
  it("shows every tab's last known figures and the registration buttons, queues an output bag, and sends it once with the time it was saved", async () => {
    const { t } = app;
    const { hub, email, token } = await gradingHub(t, 'Offline Grading Hub', {
      enableDocumentUpload: true,
      features: [
        'WASTE_BAG_REGISTRATION',
        'MATERIAL_SEGREGATION',
        'MATERIAL_CLEARANCE',
        'EVENT_REVIEW',
      ],
    });
    // A bag in stock and a grading in progress: the overview opens on Grading, and the Clearance
    // tab (never opened online) has a stock to show.
    const bag = await t.call('POST', '/api/collectedMaterials', {
      token,
      body: {
        registrationUnit: 'BAG',
        weight: '12.5',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: await uploadEvidence(t, token),
      },
    });
    expect(bag.status).toBe(201);
    const grading = await t.call('POST', '/api/collectedMaterials/grade', { token, body: {} });
    expect(grading.status).toBe(201);

    const context = await app.browser.newContext(PHONE);
    const page = await context.newPage();
    // The stock of the Clearance tab is read only by the reads kept for offline use.
    const stockKept = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/materialClearances/summary') && response.status() === 200,
      { timeout: 30_000 },
    );
    await signInWithEmail(page, t.url, email, TEST_PASSWORD);
    await page.waitForURL('**/hub-overview');
    await page.getByRole('button', { name: 'Register output bag' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 30_000,
      })
      .toBe(true);
    await stockKept;

    // The network is off and the app is opened again.
    await context.setOffline(true);
    await page.goto(`${t.url}/hub-overview`);
    await page.getByTestId('stale-notice').waitFor();
    expect(await page.getByTestId('stale-notice').textContent()).toMatch(
      /figures as of \d\d\/\d\d\/\d{4} \d\d:\d\d/,
    );
    await page.getByRole('tab', { name: 'Registration' }).click();
    await page.getByRole('button', { name: 'Register waste bag' }).waitFor();
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/offline-overview-registration-360.png`,
        fullPage: true,
      });
    await page.getByRole('tab', { name: 'Clearance' }).click();
    // Its figures, not a spinner: the answer kept while online (the bag went into the grading).
    await expect
      .poll(() => page.getByTestId('clearance-stock').textContent())
      .toContain('0.000 kg');
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/offline-overview-clearance-360.png`,
        fullPage: true,
      });
    expect(await page.locator('.cairn-error-bar').count()).toBe(0);

    // An output bag registered offline waits in the outbox.
    await page.getByRole('tab', { name: 'Grading' }).click();
    await page.getByRole('button', { name: 'Register output bag' }).click();
    await page.getByRole('heading', { name: 'Register output bag' }).waitFor();
    await page.locator('input[type=file]').setInputFiles(`${PICTURES}scale-display-12-5-kg.png`);
    await page.getByRole('button', { name: 'Replace' }).waitFor();
    await field(page, 'Weight').fill('4.2');
    await field(page, 'Material type').selectOption('PET_COLORED');
    const save = page.getByRole('button', { name: 'Save' });
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    await page.waitForURL('**/hub-overview');
    await expect
      .poll(() => page.getByTestId('outbox-status').textContent())
      .toBe('1 waiting to send');
    expect(await outputBagsOf(hub.uuid)).toHaveLength(0);
    // Minutes may pass; a second is enough to tell the saving time from the arrival.
    await page.waitForTimeout(1_100);
    const backOnline = new Date().toISOString();

    await context.setOffline(false);
    // The outbox sends by itself when the network is back.
    await expect.poll(() => outputBagsOf(hub.uuid), { timeout: 30_000 }).toHaveLength(1);
    await expect.poll(() => page.getByTestId('outbox-status').count()).toBe(0);
    const [event] = await outputBagsOf(hub.uuid);
    expect(event.metadata.capturedAt! < backOnline).toBe(true);
    expect(event.metadata.occurredAt >= backOnline).toBe(true);
    const rows = await t.call(
      'GET',
      `/api/admin/hubEvents?page=0&size=50&filters=${encodeURIComponent(
        JSON.stringify([{ field: 'HUB_UUID', operator: 'EQUALS', value: hub.uuid }]),
      )}`,
      { token: t.adminToken },
    );
    const outputRow = (rows.body.items as Array<{ uuid: string; capturedAt: string }>).find(
      (r) => r.uuid === (event.data as { uuid: string }).uuid,
    );
    expect(outputRow?.capturedAt).toBe(event.metadata.capturedAt);
    // Sent once: the overview again, and still one.
    await page.goto(`${t.url}/hub-overview`);
    await expect.poll(() => page.getByTestId('outbox-status').count()).toBe(0);
    expect(await outputBagsOf(hub.uuid)).toHaveLength(1);
    await context.close();
  });
});
