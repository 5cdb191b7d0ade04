import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateFor, gradingHub } from '../grading/grading.fixtures';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';
import { uploadEvidence } from '../transports/transports.fixtures';

const app = useBrowserApp();
const SHOTS = 'test-results/audit-trail';

describe("the auditor's workspace in the browser", () => {
  it("shows a hub event's history in the review drawer, its lineage as a graph, and the stock as of a past instant", async () => {
    const { t } = app;
    await mkdir(SHOTS, { recursive: true });
    const { hub, token, email } = await gradingHub(t, 'Audit Browser Hub');
    const [collector] = await generateFor(t, hub.uuid, 'COLLECTOR', 1);
    const register = async (weight: string, materialType: string) =>
      (
        await t.call('POST', '/api/collectedMaterials', {
          token,
          body: {
            registrationUnit: 'BAG',
            weight,
            materialType,
            pictureFileUploadUuid: await uploadEvidence(t, token),
            collectorUuid: collector,
          },
        })
      ).body.uuid as string;
    const bag = await register('30', 'PET_CLEAR');
    await register('10', 'HDPE_MIXED');
    const unit = (await t.call('POST', '/api/collectedMaterials/grade', { token, body: {} })).body
      .uuid as string;
    const bale = (
      await t.call('POST', `/api/segregationUnits/${unit}/outputMaterialBags`, {
        token,
        body: {
          weight: '38',
          materialType: 'PET_CLEAR',
          pictureFileUploadUuid: await uploadEvidence(t, token),
        },
      })
    ).body.uuid as string;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const past = new Date();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(
      (
        await t.call('POST', `/api/admin/hubEvents/${bag}/amendWeight`, {
          token: t.adminToken,
          body: { weight: 29.5 },
        })
      ).status,
    ).toBe(200);
    await register('7', 'HDPE_MIXED');

    const page = await app.page({ viewport: { width: 1280, height: 900 } });
    await signInWithEmail(page, t.url, 'admin@test.example', TEST_PASSWORD);
    await page.waitForURL('**/admin/hubs');
    await page.goto(`${t.url}/admin/hub-events`);
    await page
      .getByRole('row', { name: /29\.500/ })
      .first()
      .click();
    await page.getByRole('tab', { name: 'History' }).click();
    const timeline = page.getByRole('list', { name: 'History' });
    await expect.poll(() => timeline.getByText('Hub event weight amended').count()).toBe(1);
    expect(await timeline.getByText('Test Admin').count()).toBeGreaterThan(0);
    expect(await timeline.locator('.history-timeline__before', { hasText: '30' }).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/history-drawer.png` });

    await page.goto(`${t.url}/admin/lineage?hubEventUuid=${bale}`);
    await expect
      .poll(() => page.getByRole('img', { name: /Lineage graph of \d+ records/ }).count())
      .toBe(1);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/lineage.png` });

    await page.goto(`${t.url}/admin/hub-stock`);
    const hubRows = page.getByRole('row', { name: /Audit Browser Hub/ });
    await expect.poll(() => hubRows.count()).toBe(2);
    await page
      .getByLabel('As of')
      .fill(
        `${past.getFullYear()}-${String(past.getMonth() + 1).padStart(2, '0')}-${String(past.getDate()).padStart(2, '0')} ${past.toTimeString().slice(0, 8)}`,
      );
    await expect.poll(() => page.getByText(/Showing the past: as of/).count()).toBe(1);
    // Before the last bag: only the bale's material was in stock.
    await expect.poll(() => hubRows.count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/stock-as-of.png` });

    await page.getByRole('link', { name: 'Audit' }).click();
    await page.getByLabel('Hub').selectOption({ label: 'Audit Browser Hub' });
    await expect.poll(() => page.getByRole('cell', { name: 'PET clear' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Build evidence pack' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /Download evidence-pack-/ }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await page.getByLabel('Seed').fill('browser-seed');
    await page.getByRole('button', { name: 'Draw sample' }).click();
    await expect.poll(() => page.getByText(/Seed browser-seed: \d+ of \d+ events/).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/audit.png`, fullPage: true });

    const phone = await app.page({ viewport: { width: 360, height: 740 } });
    await signInWithEmail(phone, t.url, email, TEST_PASSWORD);
    await phone.waitForURL('**/hub-overview');
    await phone.goto(`${t.url}/lineage?hubEventUuid=${bale}`);
    await expect.poll(() => phone.getByRole('img', { name: /Lineage graph/ }).count()).toBe(1);
    await phone.waitForTimeout(500);
    await phone.screenshot({ path: `${SHOTS}/hub-lineage-360.png` });
  });
});
