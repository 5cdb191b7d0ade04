import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../identity/user.handlers';
import { DEMO_HUBS } from '../seed/demo-hubs';
import { hubBody, TEST_PASSWORD } from '../../test/harness/test-app';
import { PICTURES, picture, uploadPicture } from '../../test/harness/fixtures';
import { failsAxe, signInWithEmail, useBrowserApp } from '../../test/harness/browser';
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
const BAG_PICTURE = `${PICTURES}scale-display-12-5-kg.png`;

const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}( \\(required\\))?$`));
const save = async (page: Page) => {
  const button = page.getByRole('button', { name: 'Save' });
  await expect.poll(() => button.isDisabled()).toBe(false);
  await button.click();
};
const fillBag = async (page: Page, weight: string) => {
  await page.locator('input[type=file]').setInputFiles(BAG_PICTURE);
  await page.getByRole('button', { name: 'Replace' }).waitFor();
  await field(page, 'Weight').fill(weight);
  await field(page, 'Material type').selectOption('PET_CLEAR');
};

/**
 * Every visible tap target of the hub app (and its dialogs) smaller than 44 px either way, and
 * anything wider than the phone (a page that scrolls sideways).
 */
const smallTapTargets = (page: Page) =>
  page.evaluate(() => {
    const wide =
      document.documentElement.scrollWidth > window.innerWidth
        ? [`page ${document.documentElement.scrollWidth} px wide`]
        : [];
    const targets = Array.from(
      document.querySelectorAll(
        '.hub-app button, .hub-app a[href], .hub-app input:not([type=hidden]):not([type=file]), .hub-app label.bp6-file-input, .hub-app select, .hub-app [role=tab], .bp6-dialog button',
      ),
    );
    if (targets.length === 0) return ['no tap target found'];
    return [
      ...wide,
      ...targets.flatMap((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return []; // not shown
        // A Blueprint checkbox or switch hides its input inside the label: the label is what the thumb meets.
        const target =
          element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
            ? element.closest('label')!.getBoundingClientRect()
            : box;
        return target.width < 44 || target.height < 44
          ? [
              `${element.tagName} "${(element.textContent || element.getAttribute('aria-label') || '').trim()}" ${Math.round(target.width)}×${Math.round(target.height)}`,
            ]
          : [];
      }),
    ];
  });

/** What a screen reader and a thumb meet (issue 31 §5): axe's serious or critical findings, one h1, headings in order, every tab's whole label. */
const accessibilityProblems = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const outline = await page.evaluate(() => {
    const levels = Array.from(document.querySelectorAll('h1,h2,h3,h4,h5,h6')).map((h) =>
      Number(h.tagName[1]),
    );
    const problems =
      levels.filter((l) => l === 1).length === 1
        ? []
        : [`h1 × ${levels.filter((l) => l === 1).length}`];
    levels.forEach((level, i) => {
      if (i > 0 && level > levels[i - 1] + 1) problems.push(`h${levels[i - 1]} then h${level}`);
    });
    if (!document.querySelector('main')) problems.push('no main');
    for (const tab of Array.from(document.querySelectorAll('[role=tab]')))
      if (tab.scrollWidth > tab.clientWidth + 1)
        problems.push(`tab "${tab.textContent}" cut: ${tab.scrollWidth} > ${tab.clientWidth}`);
    return problems;
  });
  return [
    ...violations
      .filter(failsAxe)
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ...outline,
  ];
};

const bagsOf = async (hubUuid: string) => {
  const all = (await app.t.running.app.events.readAll({ txId: '0', position: '0' }, 1_000_000))
    .events;
  return all
    .filter(
      (e) =>
        e.type === 'CollectedMaterialRegistered' &&
        (e.data as { hubUuid: string }).hubUuid === hubUuid,
    )
    .map(
      (e) =>
        e.data as {
          pictureFileUploadUuid: string;
          weight: unknown;
          capturedAt?: string | null;
          createdAt: string;
        },
    );
};

describe('a field-ready hub app at 360×740 (issue 18)', () => {
  it('offline: the app opens, a bag with its photo waits in the outbox through a reload, and is recorded once when the network is back', async () => {
    const { t } = app;
    const { hub, email, token } = await gradingHub(t, 'Offline Hub', {
      enableDocumentUpload: true,
    });
    const context = await app.browser.newContext(PHONE);
    const page = await context.newPage();
    await signInWithEmail(page, t.url, email, TEST_PASSWORD);
    await page.waitForURL('**/hub-overview');
    await page.getByRole('tab', { name: 'Registration' }).waitFor();
    // The service worker has precached the app shell and controls the page.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 30_000,
      })
      .toBe(true);
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await accessibilityProblems(page)).toEqual([]);
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/overview-collection-center-360.png`,
        fullPage: true,
      });

    // Reopened without a network (issue 31 §3): the last known figures with their time, the way to
    // register, one offline notice and no red error.
    await context.setOffline(true);
    await page.goto(`${t.url}/hub-overview`);
    await page.getByTestId('stale-notice').waitFor();
    expect(await page.getByTestId('stale-notice').textContent()).toMatch(
      /figures as of \d\d\/\d\d\/\d{4} \d\d:\d\d/,
    );
    await page.getByRole('tab', { name: 'Registration' }).click();
    await page.getByRole('button', { name: 'Register waste bag' }).waitFor();
    expect(await page.locator('.cairn-error-bar').count()).toBe(0);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/overview-reopened-offline-360.png`, fullPage: true });

    await page.goto(`${t.url}/register-material-bag`);
    await page.getByRole('heading', { name: 'Register waste bag' }).waitFor();
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await accessibilityProblems(page)).toEqual([]);
    await fillBag(page, '12.5');
    await page.getByText('Kept on this phone').waitFor();
    expect(await smallTapTargets(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bag-form-offline-360.png`, fullPage: true });
    await save(page);
    await page.waitForURL('**/hub-overview');
    await expect
      .poll(() => page.getByTestId('outbox-status').textContent())
      .toBe('1 waiting to send');
    // The figures on screen are the last known ones, and say how old.
    await page.getByTestId('stale-notice').waitFor();

    // A reload without a network: the app still opens, the bag still waits, with its picture.
    await page.reload();
    await expect
      .poll(() => page.getByTestId('outbox-status').textContent())
      .toBe('1 waiting to send');
    await page.getByTestId('outbox-status').click();
    await page.waitForURL('**/outbox');
    const item = page.getByTestId('outbox-item');
    await expect.poll(() => item.textContent()).toContain('Waste bag');
    await expect.poll(() => item.textContent()).toContain('Waiting');
    await expect.poll(() => item.locator('img').count()).toBe(1);
    await expect.poll(() => item.textContent()).toContain('with its position');
    expect(await smallTapTargets(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/outbox-360.png`, fullPage: true });
    expect(await bagsOf(hub.uuid)).toHaveLength(0);
    const backOnline = new Date().toISOString();

    // The network is back: the outbox sends by itself.
    await context.setOffline(false);
    await page.getByText('Everything is sent').waitFor({ timeout: 30_000 });
    await expect.poll(() => bagsOf(hub.uuid)).toHaveLength(1);
    const [bag] = await bagsOf(hub.uuid);
    // Saved offline, it keeps the time it was saved beside the time the server received it (issue 31).
    expect(bag.capturedAt! < backOnline).toBe(true);
    expect(bag.createdAt >= backOnline).toBe(true);
    const picture = await t.call('GET', `/api/fileUploads/${bag.pictureFileUploadUuid}`, { token });
    expect(picture.status).toBe(200);
    expect(picture.body).toMatchObject({ mimeType: 'image/png', directLink: expect.any(String) });
    // Sent once: no second record after more attempts would have had their chance.
    await page.goto(`${t.url}/hub-overview`);
    await expect.poll(() => page.getByTestId('outbox-status').count()).toBe(0);
    expect(await bagsOf(hub.uuid)).toHaveLength(1);
    // Each row of Last registrations says what it is; a collection center's first stage reads Collected.
    await expect
      .poll(() => page.locator('.recent-registrations__item').first().textContent())
      .toContain('Waste bag · PET clear');
    await expect
      .poll(() => page.getByTestId('mass-balance-REGISTRATION').textContent())
      .toContain('Collected');
    await expect
      .poll(() => page.getByTestId('mass-balance-REGISTRATION').textContent())
      .toContain('12.50');
    await context.close();
  });

  it("a lost answer: the bag waits with the same key, and is recorded once; a refusal puts the server's field errors under their fields and keeps every value", async () => {
    const { t } = app;
    const { hub, email } = await gradingHub(t, 'Lost Answer Hub', { enableDocumentUpload: true });
    const context = await app.browser.newContext(PHONE);
    const page = await context.newPage();
    await signInWithEmail(page, t.url, email, TEST_PASSWORD);
    await page.waitForURL('**/hub-overview');

    // A refusal (the server's own words, here for the weight): under the field, the form as it was.
    await page.route(
      '**/api/collectedMaterials',
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({
                errorMessageKey: 'validationErrorMessage',
                fieldErrors: { weight: 'validationExceedsMaxLength' },
              }),
            })
          : route.continue(),
      { times: 1 },
    );
    await page.goto(`${t.url}/register-material-bag`);
    await fillBag(page, '12.5');
    await save(page);
    const weightGroup = page.locator('.bp6-form-group', { has: field(page, 'Weight') });
    await expect.poll(() => weightGroup.textContent()).toContain('exceeds the maximum length');
    expect(await field(page, 'Weight').inputValue()).toBe('12.5');
    expect(await field(page, 'Material type').inputValue()).toBe('PET_CLEAR');
    await page.getByRole('button', { name: 'Replace' }).waitFor(); // the picture too
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/bag-form-field-error-360.png`, fullPage: true });
    await field(page, 'Weight').fill('12.6');
    await expect.poll(() => weightGroup.textContent()).not.toContain('exceeds the maximum length');

    // The first POST reaches the server and is appended, but its answer never comes back.
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
    await save(page);
    await page.waitForURL('**/hub-overview');
    await expect
      .poll(() => page.getByTestId('outbox-status').textContent())
      .toBe('1 waiting to send');
    await page.getByTestId('outbox-status').click();
    await page.getByRole('button', { name: 'Send now' }).click();
    await page.getByText('Everything is sent').waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await bagsOf(hub.uuid)).toHaveLength(1);
    await context.close();
  });

  it('the overview of every operator hub type fits 360 px with 44 px tap targets', async () => {
    const { t } = app;
    for (const def of DEMO_HUBS.filter((d) =>
      [
        'COLLECTION_CENTER',
        'RECYCLER',
        'CARRIER',
        'MATERIAL_HANDLING_CENTER',
        'CO_PROCESSING_FACILITY',
      ].includes(d.body.type),
    )) {
      const center = def.body.type === 'COLLECTION_CENTER';
      // A collection center that also weighs whole truck loads (cleanup drives).
      const features = center
        ? [...def.body.features, 'TRUCK_LOAD_REGISTRATION']
        : def.body.features;
      const created = await t.call('POST', '/api/admin/companies/hubs', {
        token: t.adminToken,
        body: {
          ...def.body,
          features,
          name: `${def.body.name} 360`,
          firstUser: hubBody().firstUser,
        },
      });
      expect(created.status).toBe(201);
      const email = `operator.${def.slug}.${Math.random().toString(36).slice(2)}@test.example`;
      await registerUser(
        t.running.app,
        { commandId: `fixture-${email}`, actorUuid: null, now: new Date().toISOString() },
        {
          hubUuid: created.body.uuid,
          role: 'ROLE_HUB_MANAGER',
          gender: 'FEMALE',
          firstName: 'Asha',
          lastName: def.slug,
          email,
          phoneNumber: null,
          language: 'EN',
          authType: 'EMAIL_PASSWORD',
          region: 'AP_MUMBAI',
        },
        TEST_PASSWORD,
      );
      if (center) {
        const token = await t.signIn(email);
        const upload = await uploadPicture(
          t,
          token,
          '/api/fileUploads',
          await picture('scale-display-12-5-kg.png'),
          { latitude: '18.52', longitude: '73.85', accuracy: '12' },
        );
        expect(
          (
            await t.call('POST', '/api/collectedMaterials', {
              token,
              body: {
                registrationUnit: 'BAG',
                weight: '12.5',
                materialType: 'PET_CLEAR',
                pictureFileUploadUuid: upload.body.uuid,
              },
            })
          ).status,
        ).toBe(201);
      }
      const context = await app.browser.newContext(PHONE);
      const page = await context.newPage();
      await signInWithEmail(page, t.url, email, TEST_PASSWORD);
      await page.waitForURL('**/hub-overview');
      await page.locator('.hub-overview').waitFor();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.locator('.hub-overview .bp6-spinner').count()).toBe(0);
      expect({
        type: def.body.type,
        small: await smallTapTargets(page),
        a11y: await accessibilityProblems(page),
      }).toEqual({ type: def.body.type, small: [], a11y: [] });
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/overview-${def.body.type.toLowerCase()}-360.png`,
          fullPage: true,
        });
      if (center) {
        // The mass-balance clearance panel: what the collected stage holds, cleared through the clearance form.
        await page.getByRole('tab', { name: 'Clearance' }).click();
        const panel = page.getByTestId('mass-balance-clearance');
        await panel.getByLabel('Stage').selectOption('REGISTRATION');
        await expect.poll(() => panel.textContent()).toContain('PET clear12.500 kg');
        expect(await smallTapTargets(page)).toEqual([]);
        if (SHOTS)
          await page.screenshot({
            path: `${SHOTS}/mass-balance-clearance-360.png`,
            fullPage: true,
          });
        await panel.getByRole('button', { name: 'Clear PET clear' }).click();
        await page.waitForURL('**/clear-material-stock?materialTypes=PET_CLEAR&total=12.500');

        // A cleanup truck load, with where it comes from (materialSourceType).
        await page.goto(`${t.url}/hub-overview`);
        await page.getByRole('tab', { name: 'Registration' }).click();
        await page.getByRole('button', { name: 'Register cleanup truck load' }).click();
        await page.waitForURL('**/register-cleanup-truck-load');
        await page.locator('input[type=file]').setInputFiles(BAG_PICTURE);
        await page.getByRole('button', { name: 'Replace' }).waitFor();
        // Optional unless the hub sets requiresMaterialCollectionSource (issue 20), so found by its id.
        expect(await page.locator('#field-materialSourceType').inputValue()).toBe('CLEANUP');
        await field(page, 'Weight').fill('640');
        await field(page, 'Material type').selectOption('HDPE_MIXED');
        await page.locator('#field-licensePlate').fill('MH 12 AB 1234');
        // The weighing day is typed DD/MM/YYYY as everywhere in the UI (a number pad may type it without '/'); a day after today is not taken.
        const day = page.getByLabel('Weighing date');
        const dayText = (d: Date) =>
          `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;
        await day.fill(dayText(new Date(Date.now() + 2 * 86_400_000)));
        await expect.poll(() => day.getAttribute('aria-invalid')).toBe('true');
        const yesterday = dayText(new Date(Date.now() - 86_400_000));
        await day.fill(yesterday);
        await expect.poll(() => day.getAttribute('aria-invalid')).toBeNull();
        await day.blur();
        expect(await day.inputValue()).toBe(
          `${yesterday.slice(0, 2)}/${yesterday.slice(2, 4)}/${yesterday.slice(4)}`,
        );
        expect(await smallTapTargets(page)).toEqual([]);
        if (SHOTS)
          await page.screenshot({ path: `${SHOTS}/cleanup-truck-load-360.png`, fullPage: true });
        await save(page);
        await page.waitForURL('**/hub-overview');
        const all = (await t.running.app.events.readAll({ txId: '0', position: '0' }, 1_000_000))
          .events;
        const load = all
          .map((e) => e.data as Record<string, unknown>)
          .find((d) => d.hubUuid === created.body.uuid && d.registrationUnit === 'TRUCK_LOAD');
        expect(load).toMatchObject({
          materialSourceType: 'CLEANUP',
          weight: 640,
          materialType: 'HDPE_MIXED',
          licensePlate: 'MH 12 AB 1234',
        });
        expect(
          Math.abs(Date.now() - 86_400_000 - Date.parse(load!.weighedAt as string)),
        ).toBeLessThan(10 * 60_000);

        // The truck load waits on the Grading tab, graded on its own (the waste bag stays for "Start grading").
        await page.getByRole('tab', { name: 'Grading' }).click();
        const mixed = page.getByTestId('mixed-materials');
        await expect.poll(() => mixed.textContent()).toContain('Truck load: HDPE mixed');
        expect(await smallTapTargets(page)).toEqual([]);
        if (SHOTS)
          await page.screenshot({ path: `${SHOTS}/grading-mixed-360.png`, fullPage: true });
        await mixed.getByRole('button', { name: 'Grade truck load of HDPE mixed' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
        await expect
          .poll(() => page.getByTestId('ongoing-grading').textContent())
          .toContain('From 1 truck load, 640.00 kg');
        if (SHOTS)
          await page.screenshot({ path: `${SHOTS}/grading-truck-load-360.png`, fullPage: true });
      }
      await context.close();
    }
  });
});
