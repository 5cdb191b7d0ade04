import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../identity/user.handlers';
import { TEST_PASSWORD } from '../testing/test-app';
import { PICTURES } from '../testing/fixtures';
import { signInWithEmail, useBrowserApp } from '../testing/browser';
import { gradingHub } from '../grading/grading.fixtures';

const app = useBrowserApp();
const SHOTS = process.env.CAIRN_SHOTS;

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\(required\\))?$`));
const save = async (page: Page) => {
  const button = page.getByRole('button', { name: 'Save' });
  await expect.poll(() => button.isDisabled()).toBe(false);
  await button.click();
};

describe('hub-app forms keep their Idempotency-Key across retries (issue 5)', () => {
  it('a bag whose first answer is lost is saved once: the retry sends the same key', async () => {
    const { t } = app;
    const { hub, email, token } = await gradingHub(t, 'Retry Hub', { enableDocumentUpload: true });
    const page = await app.page({ viewport: { width: 390, height: 844 }, geolocation: { latitude: 18.52, longitude: 73.85 }, permissions: ['geolocation'] });
    await signInWithEmail(page, t.url, email, TEST_PASSWORD);
    await page.waitForURL('**/hub-overview');

    // The first POST reaches the server and is appended, but its answer never comes back (the network drops it).
    const keys: string[] = [];
    await page.route('**/api/collectedMaterials', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key']);
      if (keys.length === 1) {
        await route.fetch();
        return route.abort('internetdisconnected');
      }
      return route.continue();
    });
    await page.goto(`${t.url}/register-material-bag`);
    await page.locator('input[type=file]').setInputFiles(`${PICTURES}scale-display-12-5-kg.png`);
    await page.getByRole('button', { name: 'Replace' }).waitFor();
    await field(page, 'Weight').fill('12.5');
    await field(page, 'Material type').selectOption('PET_CLEAR');
    await save(page);
    await expect.poll(() => keys.length).toBe(1);
    // The user is told, and the form stays as it was, ready to be sent again.
    await expect.poll(() => page.getByRole('alert').innerText().catch(() => '')).toContain('An error has occurred. Please try again later.');
    await expect.poll(() => field(page, 'Weight').inputValue()).toBe('12.5');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bag-after-lost-answer.png` });
    await save(page);
    await page.waitForURL('**/hub-overview');

    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const all = (await t.running.app.events.readAll({ txId: '0', position: '0' }, 1_000_000)).events;
    expect(all.filter((e) => e.type === 'CollectedMaterialRegistered' && (e.data as { hubUuid: string }).hubUuid === hub.uuid)).toHaveLength(1);
    expect((await t.call('GET', '/api/collectedMaterials/summary', { token })).body).toMatchObject({ formattedTotalStock: expect.stringContaining('12.5') });

    // The next bag is another record: a new key.
    await page.goto(`${t.url}/register-material-bag`);
    await page.locator('input[type=file]').setInputFiles(`${PICTURES}scale-display-12-5-kg.png`);
    await page.getByRole('button', { name: 'Replace' }).waitFor();
    await field(page, 'Weight').fill('3');
    await field(page, 'Material type').selectOption('PET_CLEAR');
    await save(page);
    await page.waitForURL('**/hub-overview');
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('/hub-owner/pipeline-overview: the owner sees their hub\'s stages for the period', async () => {
    const { t } = app;
    const { hub, token } = await gradingHub(t, 'Pipeline Hub', { enableDocumentUpload: true });
    const email = `owner.${Math.random().toString(36).slice(2)}@test.example`;
    await registerUser(t.running.app, { commandId: `fixture-${email}`, actorUuid: null, now: new Date().toISOString() }, {
      hubUuid: hub.uuid, role: 'ROLE_HUB_OWNER', gender: 'MALE', firstName: 'Ravi', lastName: 'Owner', email, phoneNumber: null, language: 'EN', authType: 'EMAIL_PASSWORD', region: 'AP_MUMBAI',
    }, TEST_PASSWORD);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await import('node:fs/promises').then((fs) => fs.readFile(`${PICTURES}scale-display-12-5-kg.png`)))]), 'bag.png');
    form.append('latitude', '18.5'); form.append('longitude', '73.8');
    const picture = (await t.call('POST', '/api/fileUploads', { token, form })).body.uuid as string;
    expect((await t.call('POST', '/api/collectedMaterials', { token, body: { registrationUnit: 'BAG', weight: '8.25', materialType: 'PET_CLEAR', pictureFileUploadUuid: picture } })).status).toBe(201);

    const page = await app.page({ viewport: { width: 360, height: 780 } });
    await signInWithEmail(page, t.url, email, TEST_PASSWORD);
    await page.waitForURL('**/hub-portal/dashboard');
    await page.goto(`${t.url}/hub-owner/pipeline-overview`);
    await page.getByRole('heading', { name: 'Pipeline overview' }).waitFor();
    await expect.poll(() => page.getByTestId('mass-balance-REGISTRATION').textContent()).toContain('8.25');
    await expect.poll(() => page.getByTestId('mass-balance-CLEARANCE').textContent()).toContain('0.00');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pipeline-overview-360.png`, fullPage: true });

    // The period selector: Week → Day shows today (not the week's Monday); a custom start after its end is refused.
    const today = await page.evaluate(() => { const d = new Date(); return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`; });
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
