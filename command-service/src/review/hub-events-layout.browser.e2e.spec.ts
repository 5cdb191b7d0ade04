import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../identity/user.handlers';
import { picture, uploadPicture } from '../../test/harness/fixtures';
import { TEST_PASSWORD, hubBody } from '../../test/harness/test-app';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';

const app = useBrowserApp();
const SHOTS = '/tmp/shots-review';
const LONG_HUB = 'Kabadiwala Collective Hadapsar Dry Waste Collection Center';
const TAGS = [
  'IMAGE_SCALE_VISIBILITY',
  'IMAGE_WEIGHT_MISMATCH',
  'DOCUMENT_WEIGHSLIP_WEIGHT_MISMATCH',
  'SUPPLIER_TRANSPORT_WEIGHT_OUTLIER',
];

/** A hub with long names everywhere and events of long material names, some flagged with many tags. */
const crowdedHub = async (name: string, city: string, lastName: string) => {
  const { t } = app;
  const materials = ['PET_FLAKES_COLORED', 'PP_WOVEN', 'HDPE_MIXED'];
  const hub = (
    await t.call('POST', '/api/admin/companies/hubs', {
      token: t.adminToken,
      body: hubBody({ name, city, collectedMaterialTypes: materials }),
    })
  ).body as { uuid: string };
  const email = `layout.${Math.random().toString(36).slice(2)}@test.example`;
  await registerUser(
    t.running.app,
    { commandId: `layout-${email}`, actorUuid: null, now: new Date().toISOString() },
    {
      hubUuid: hub.uuid,
      role: 'ROLE_HUB_MANAGER',
      gender: 'MALE',
      firstName: 'Venkataraman',
      lastName,
      email,
      phoneNumber: null,
      language: 'EN',
      authType: 'EMAIL_PASSWORD',
      region: 'AP_MUMBAI',
    },
    TEST_PASSWORD,
  );
  const token = await t.signIn(email);
  for (let i = 0; i < 6; i++) {
    const upload = await uploadPicture(
      t,
      token,
      '/api/fileUploads',
      await picture('scale-display-12-5-kg.png'),
    );
    const made = await t.call('POST', '/api/collectedMaterials', {
      token,
      body: {
        registrationUnit: 'BAG',
        weight: `${1234 + i}.5`,
        materialType: materials[i % 3],
        pictureFileUploadUuid: upload.body.uuid,
      },
    });
    expect(made.status).toBe(201);
    if (i % 2 === 0) {
      await t.call('POST', `/api/admin/hubEvents/${made.body.uuid}/flag`, {
        token: t.adminToken,
        body: { tags: TAGS.slice(0, 1 + (i % 4)), comment: 'Scale not readable' },
      });
    }
  }
};

beforeAll(async () => {
  await crowdedHub(LONG_HUB, 'Pimpri-Chinchwad', 'Subramanian-Krishnamurthy');
  await crowdedHub('Green Loop Pune', 'Pune', 'Rao');
});

const overflow = (page: Page) =>
  page.locator('.hub-events-table').evaluate((el) => el.scrollWidth - el.clientWidth);

describe('the hub events table is readable on laptop screens', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1600, height: 900 },
  ]) {
    it(`at ${viewport.width}×${viewport.height}: no sideways scrolling, two-line rows, long text cut with a tooltip`, async () => {
      const page = await app.page({ viewport });
      await signInWithEmail(page, app.t.url, 'admin@test.example', TEST_PASSWORD);
      await page.waitForURL('**/admin/hubs');
      await page.goto(`${app.t.url}/admin/hub-events`);
      const rows = page.locator('.hub-events-table tbody tr');
      await expect.poll(() => rows.count()).toBe(12);
      await page.screenshot({ path: `${SHOTS}/hub-events-${viewport.width}.png`, fullPage: true });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // A long hub name is cut, and its whole text is the cell's tooltip.
      const hubCell = page
        .locator('.hub-events-table tbody td.hub', { hasText: 'Kabadiwala' })
        .first();
      expect(await hubCell.locator('[title]').first().getAttribute('title')).toBe(LONG_HUB);
      // Rows stay short: the tallest row is two lines (text or tags) plus padding.
      const heights = await rows.evaluateAll((trs) =>
        trs.map((tr) => tr.getBoundingClientRect().height),
      );
      expect(Math.max(...heights)).toBeLessThanOrEqual(56);
      await page.context().close();
    });
  }
});
