import { describe, expect, it } from 'vitest';
import { registerUser } from '../identity/user.handlers';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { PICTURES } from '../../test/harness/fixtures';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';
import { gradingHub } from '../grading/grading.fixtures';

const app = useBrowserApp();
const SHOTS = process.env.CAIRN_SHOTS;

describe('hub-app forms keep their Idempotency-Key across retries (issue 5)', () => {
  // A bag whose first answer is lost now waits in the outbox and goes out again with the same key:
  // field-app.browser.e2e.spec.ts (issue 18).
  it("/hub-owner/pipeline-overview: the owner sees their hub's stages for the period", async () => {
    const { t } = app;
    const { hub, token } = await gradingHub(t, 'Pipeline Hub', { enableDocumentUpload: true });
    const email = `owner.${Math.random().toString(36).slice(2)}@test.example`;
    await registerUser(
      t.running.app,
      { commandId: `fixture-${email}`, actorUuid: null, now: new Date().toISOString() },
      {
        hubUuid: hub.uuid,
        role: 'ROLE_HUB_OWNER',
        gender: 'MALE',
        firstName: 'Ravi',
        lastName: 'Owner',
        email,
        phoneNumber: null,
        language: 'EN',
        authType: 'EMAIL_PASSWORD',
        region: 'AP_MUMBAI',
      },
      TEST_PASSWORD,
    );
    const form = new FormData();
    form.append(
      'file',
      new Blob([
        new Uint8Array(
          await import('node:fs/promises').then((fs) =>
            fs.readFile(`${PICTURES}scale-display-12-5-kg.png`),
          ),
        ),
      ]),
      'bag.png',
    );
    form.append('latitude', '18.5');
    form.append('longitude', '73.8');
    const picture = (await t.call('POST', '/api/fileUploads', { token, form })).body.uuid as string;
    expect(
      (
        await t.call('POST', '/api/collectedMaterials', {
          token,
          body: {
            registrationUnit: 'BAG',
            weight: '8.25',
            materialType: 'PET_CLEAR',
            pictureFileUploadUuid: picture,
          },
        })
      ).status,
    ).toBe(201);

    const page = await app.page({ viewport: { width: 360, height: 780 } });
    await signInWithEmail(page, t.url, email, TEST_PASSWORD);
    await page.waitForURL('**/hub-portal/dashboard');
    // The owner's dashboard shows the pipeline and its mass balance, stages named for the hub type (issue 18).
    const pipeline = page.getByTestId('owner-pipeline');
    await expect
      .poll(() => pipeline.getByTestId('mass-balance-REGISTRATION').textContent())
      .toContain('Collected');
    await expect
      .poll(() => pipeline.getByTestId('mass-balance-REGISTRATION').textContent())
      .toContain('8.25');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/owner-dashboard-360.png`, fullPage: true });
    await pipeline.getByRole('link', { name: 'Pipeline overview' }).click();
    await page.waitForURL('**/hub-owner/pipeline-overview');
    await page.getByRole('heading', { name: 'Pipeline overview' }).waitFor();
    await expect
      .poll(() => page.getByTestId('mass-balance-REGISTRATION').textContent())
      .toContain('8.25');
    await expect
      .poll(() => page.getByTestId('mass-balance-CLEARANCE').textContent())
      .toContain('0.00');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/pipeline-overview-360.png`, fullPage: true });

    // The period selector: Week → Day shows today (not the week's Monday); a custom start after its end is refused.
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
    });
    await page.getByLabel('Period', { exact: true }).selectOption('WEEK');
    await page.getByLabel('Period', { exact: true }).selectOption('DAY');
    await expect.poll(() => page.getByTestId('period-range').textContent()).toBe(today);
    await page.getByLabel('Period', { exact: true }).selectOption('CUSTOM');
    const from = page.getByLabel('From');
    expect(await from.getAttribute('placeholder')).toBe('DD/MM/YYYY');
    expect(await from.inputValue()).toBe(today);
    await from.fill('01/01/2099');
    expect(await from.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('period-range').textContent()).toBe(`${today} - ${today}`);
    await page.screenshot({ path: '/tmp/shots-conf/custom-period-360.png' });
  });
});
