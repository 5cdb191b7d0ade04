import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { demoScalePicture, seeded } from '../seed/scale-pictures';
import { TEST_PASSWORD, hubBody } from '../../test/harness/test-app';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';

const app = useBrowserApp({ ocr: true, autoReview: true });
const SHOTS = '/tmp/shots-auto-review';
let puneEmail: string;

const reviewed = async (uuid: string) => {
  const filters = encodeURIComponent(
    JSON.stringify([{ field: 'UUID', operator: 'EQUALS', value: uuid }]),
  );
  for (let i = 0; i < 150; i++) {
    if (
      (
        await app.t.call('GET', `/api/admin/hubEvents?filters=${filters}`, {
          token: app.t.adminToken,
        })
      ).body.items[0]?.autoReview
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`hub event ${uuid} was not reviewed`);
};

beforeAll(async () => {
  const { t } = app;
  const { hub: koeln } = await hubWithManager(t, 'Rhein Materials Hub Köln');
  const pune = await hubWithManager(t, 'Green Loop Pune');
  puneEmail = pune.email;
  await t.call('POST', `/api/admin/companies/hubs/${pune.hub.uuid}`, {
    token: t.adminToken,
    body: {
      ...hubBody({
        name: 'Green Loop Pune',
        features: ['WASTE_BAG_REGISTRATION', 'EVENT_REVIEW', 'WASTE_BAG_REVIEW'],
        eventAppReviewTags: ['IMAGE_DUPLICATE', 'IMAGE_WEIGHT_MISMATCH'],
      }),
      firstUser: undefined,
    },
  });
  const scale = await picture('scale-display-12-5-kg.png');
  const register = async (hubUuid: string, file: Buffer, weight: number) => {
    const upload = await uploadPicture(t, t.adminToken, '/api/admin/fileUploads', file, {
      hubCompanyUuid: hubUuid,
      latitude: '50.94',
      longitude: '6.96',
    });
    const done = await t.call('POST', '/api/admin/collectedMaterials', {
      token: t.adminToken,
      body: {
        weight,
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: upload.body.uuid,
        hubCompanyUuid: hubUuid,
      },
    });
    await reviewed(done.body.uuid);
  };
  await register(koeln.uuid, scale, 19.75);
  await register(
    pune.hub.uuid,
    await sharp(scale).resize(360).jpeg({ quality: 75 }).toBuffer(),
    12.5,
  );
}, 120_000);

describe('automatic review findings on screen', () => {
  it('the drawer says what the review found, with both pictures of a duplicate; the stock shows flagged weight apart; the hub app shows its operators their flagged events', async () => {
    const { t } = app;
    const admin = await app.page({ viewport: { width: 1280, height: 900 } });
    await signInWithEmail(admin, t.url, 'admin@test.example', TEST_PASSWORD);
    await admin.waitForURL('**/admin/hubs');
    await admin.goto(`${t.url}/admin/hub-events`);
    const rows = admin.locator('.hub-events-table tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    await rows.filter({ hasText: 'Köln' }).first().click();
    const drawer = admin.locator('.review-drawer');
    await expect
      .poll(() => drawer.locator('.auto-review').textContent())
      .toContain('The scale in the picture reads 12.5 kg; 19.75 kg was entered.');
    await admin.waitForTimeout(600); // the drawer slides in
    await admin.screenshot({ path: `${SHOTS}/drawer-weight-mismatch.png` });
    await admin.keyboard.press('Escape');
    await rows.filter({ hasText: 'Pune' }).first().click();
    await expect
      .poll(() => drawer.locator('.auto-review').textContent())
      .toMatch(/The same picture as event .* at Rhein Materials Hub Köln/);
    expect(await drawer.locator('.auto-review__side-by-side img').count()).toBe(2);
    await admin.waitForTimeout(600);
    await admin.screenshot({ path: `${SHOTS}/drawer-duplicate.png` });

    // The hub stock shows the flagged weight apart, and says which figure counts.
    await admin.goto(`${t.url}/admin/hub-stock`);
    await expect
      .poll(() => admin.locator('.hub-stock-table').textContent())
      .toContain('Of which flagged');
    expect(await admin.locator('.hub-stock-page__flagged').textContent()).toContain(
      'verified stock',
    );
    await admin.screenshot({ path: `${SHOTS}/hub-stock-flagged.png` });

    const operator = await app.page({ viewport: { width: 360, height: 800 } });
    await signInWithEmail(operator, t.url, puneEmail, TEST_PASSWORD);
    await operator.waitForURL('**/hub-overview');
    const card = operator.locator('.flagged-events');
    await expect
      .poll(() => card.textContent(), { timeout: 15_000 })
      .toContain('This picture was used before');
    expect(await card.textContent()).not.toContain('Köln');
    await card.scrollIntoViewIfNeeded();
    await operator.screenshot({ path: `${SHOTS}/hub-app-flagged-360.png`, fullPage: true });
    const overflow = await operator.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
  }, 120_000);
});

describe('immediate review in the hub app', () => {
  it('warns before Save, on a form whose picture is a scale display, that the reading differs from the typed weight', async () => {
    const { t } = app;
    const { hub, email } = await hubWithManager(t, 'Immediate Review Hub');
    await t.call('POST', `/api/admin/companies/hubs/${hub.uuid}`, {
      token: t.adminToken,
      body: {
        ...hubBody({
          name: 'Immediate Review Hub',
          features: ['CONTAINER_REGISTRATION', 'EVENT_REVIEW', 'IMAGE_IMMEDIATE_REVIEW'],
          enableDocumentUpload: true,
        }),
        firstUser: undefined,
      },
    });
    const operator = await app.page({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      geolocation: { latitude: 18.52, longitude: 73.85 },
      permissions: ['geolocation'],
    });
    await signInWithEmail(operator, t.url, email, TEST_PASSWORD);
    await operator.waitForURL('**/hub-overview');
    await operator.goto(`${t.url}/register-material-container`);
    // A scale of its own: the committed 12.5 kg picture is used by the test above (a duplicate warning too).
    const scale = await demoScalePicture(seeded(2026), 12.5);
    await operator
      .locator('input[type=file]')
      .setInputFiles({ name: 'scale.png', mimeType: 'image/png', buffer: scale });
    await operator.getByRole('button', { name: 'Replace' }).waitFor();
    await operator.getByLabel('Weight').fill('19.75');
    const warning = operator.locator('.immediate-review');
    await expect
      .poll(() => warning.textContent(), { timeout: 20_000 })
      .toBe('The scale in the picture reads 12.5 kg; you entered 19.75 kg.');
    await operator.screenshot({
      path: `${SHOTS}/hub-app-immediate-review-360.png`,
      fullPage: true,
    });
    await operator.getByLabel('Weight').fill('12.5');
    await expect.poll(() => warning.count()).toBe(0);
  }, 120_000);
});
