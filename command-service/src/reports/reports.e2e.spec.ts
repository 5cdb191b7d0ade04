import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NotificationView } from '@cairn/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../identity/user.handlers';
import { generateFor } from '../grading/grading.fixtures';
import { picture, uploadPicture } from '../../test/harness/fixtures';
import { TEST_PASSWORD, type TestApp, hubBody, startTestApp } from '../../test/harness/test-app';
import { sendReport } from './report.handlers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const DAY_MS = 86_400_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const outboxLines = async (match: string) =>
  (await readFile(join(t.running.app.config.dataDir, 'email-outbox.log'), 'utf8').catch(() => ''))
    .split('\n')
    .filter((l) => l.includes(match));
/** A link of the email, on the test server's own origin (PUBLIC_URL is the default one). */
const fetchLink = (link: string) => fetch(t.url + new URL(link).pathname + new URL(link).search);

const user = async (hubUuid: string, role: 'ROLE_HUB_OWNER' | 'ROLE_HUB_MANAGER') => {
  const email = `${role.toLowerCase()}.${Math.random().toString(36).slice(2)}@test.example`;
  await registerUser(
    t.running.app,
    { commandId: `user-${email}`, actorUuid: null, now: t.running.app.now().toISOString() },
    {
      hubUuid,
      role,
      gender: 'FEMALE',
      firstName: 'Asha',
      lastName: 'Report',
      email,
      phoneNumber: null,
      language: 'EN',
      authType: 'EMAIL_PASSWORD',
      region: 'AP_MUMBAI',
    },
    TEST_PASSWORD,
  );
  return { email, token: await t.signIn(email) };
};
const registerBag = async (token: string, weight: string, more: Record<string, unknown> = {}) => {
  const upload = await uploadPicture(
    t,
    token,
    '/api/fileUploads',
    await picture('scale-display-12-5-kg.png'),
  );
  const done = await t.call('POST', '/api/collectedMaterials', {
    token,
    body: {
      registrationUnit: 'BAG',
      weight,
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: upload.body.uuid,
      ...more,
    },
  });
  expect(done.status).toBe(201);
  return done.body.uuid as string;
};

describe('scheduled data exports (issue 15)', () => {
  it("a DAILY export of the last complete day reaches the owners' email outbox within a minute of switching the feature on, once", async () => {
    const { firstUser: _f, ...fields } = hubBody({ name: 'Daily Export Hub' });
    const created = await t.call('POST', '/api/admin/companies/hubs', {
      token: t.adminToken,
      body: hubBody({ name: 'Daily Export Hub' }),
    });
    const hubUuid = created.body.uuid as string;
    const owner = await user(hubUuid, 'ROLE_HUB_OWNER');

    // A bag registered yesterday at noon (the app's clock moved back), and one today.
    const app = t.running.app;
    const yesterdayNoon = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS / 2);
    app.now = () => yesterdayNoon;
    const yesterdays = await registerBag((await user(hubUuid, 'ROLE_HUB_MANAGER')).token, '12.5');
    app.now = () => new Date();
    const todays = await registerBag((await user(hubUuid, 'ROLE_HUB_MANAGER')).token, '7');

    const switchedOn = Date.now();
    const updated = await t.call('POST', `/api/admin/companies/hubs/${hubUuid}`, {
      token: t.adminToken,
      body: {
        ...fields,
        firstUser: null,
        features: [...(fields.features as string[]), 'COLLECTION_CENTER_WEEKLY_DATA_EXPORT'],
        dataExportReportFrequency: 'DAILY',
      },
    });
    expect(updated.status).toBe(200);
    let lines: string[] = [];
    while (lines.length === 0 && Date.now() - switchedOn < 60_000) {
      await sleep(250);
      lines = await outboxLines(owner.email);
    }
    expect(Date.now() - switchedOn).toBeLessThan(60_000);
    const day = new Date(yesterdayNoon).toISOString().slice(0, 10);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Data export of Daily Export Hub, ${day}`);

    // The email's links are signed: the workbook and the CSV files open without signing in.
    const links = lines[0].match(/https?:\/\/\S+\/files\/\S+/g)!;
    expect(links.map((l) => new URL(l).pathname.split('.').pop())).toEqual(['csv', 'csv', 'xlsx']);
    const xlsx = links.find((l) => l.includes('.xlsx?'))!;
    const file = await fetchLink(xlsx);
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const events = book.getWorksheet('Hub events')!;
    expect(events.rowCount).toBe(2);
    expect(events.getRow(2).getCell(1).value).toBe(yesterdays);
    expect(book.getWorksheet('Stock')!.getRow(2).values).toEqual([
      undefined,
      'PET_CLEAR',
      19.5,
      'KG',
      0,
    ]);
    const csv = await (await fetchLink(links[0])).text();
    expect(csv).toContain(yesterdays);
    expect(csv).not.toContain(todays);
    const tampered = new URL(xlsx);
    tampered.searchParams.set('sig', 'x');
    expect((await fetchLink(tampered.toString())).status).toBe(404);

    // The owner's notification leads to the workbook; making the same period again sends nothing.
    const list = (await t.call('GET', '/api/notifications', { token: owner.token })).body
      .items as NotificationView[];
    expect(list).toEqual([
      expect.objectContaining({
        type: 'DATA_EXPORT_REPORT',
        link: expect.stringMatching(/^\/files\/[0-9a-f-]{36}\.xlsx\?exp=\d+&sig=/),
      }),
    ]);
    const start = `${day}T00:00:00.000Z`;
    const period = { start, end: new Date(Date.parse(start) + DAY_MS).toISOString() };
    await sendReport(app, {
      hubUuid,
      kind: 'DATA_EXPORT',
      frequency: 'DAILY',
      lastSentEnd: null,
      period,
      key: `${hubUuid}.again`,
    });
    await sleep(500);
    expect(await outboxLines(owner.email)).toHaveLength(1);
  }, 90_000);

  it("a collector weekly report of last week reaches the hub's managers, per collector", async () => {
    const { firstUser: _f, ...fields } = hubBody({ name: 'Collector Report Hub' });
    const created = await t.call('POST', '/api/admin/companies/hubs', {
      token: t.adminToken,
      body: hubBody({ name: 'Collector Report Hub' }),
    });
    const hubUuid = created.body.uuid as string;
    const [collectorUuid] = await generateFor(t, hubUuid, 'COLLECTOR', 1);
    const collector = (
      await t.call('GET', `/api/collectors/${collectorUuid}`, {
        token: (await user(hubUuid, 'ROLE_HUB_MANAGER')).token,
      })
    ).body;

    // Two bags of the collector on Thursday of last week (UTC), one without a collector.
    const app = t.running.app;
    const now = new Date();
    const monday =
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) -
      ((now.getUTCDay() + 6) % 7) * DAY_MS;
    app.now = () => new Date(monday - 4 * DAY_MS + DAY_MS / 2);
    const manager = await user(hubUuid, 'ROLE_HUB_MANAGER');
    await registerBag(manager.token, '12.5', { collectorUuid });
    await registerBag(manager.token, '2.5', { collectorUuid });
    await registerBag(manager.token, '40');
    app.now = () => new Date();

    const updated = await t.call('POST', `/api/admin/companies/hubs/${hubUuid}`, {
      token: t.adminToken,
      body: {
        ...fields,
        firstUser: null,
        features: [...(fields.features as string[]), 'COLLECTOR_WEEKLY_REPORT'],
      },
    });
    expect(updated.status).toBe(200);
    let lines: string[] = [];
    for (let i = 0; i < 240 && lines.length === 0; i++) {
      await sleep(250);
      lines = await outboxLines(manager.email);
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Collector weekly report of Collector Report Hub');
    const xlsx = lines[0].match(/https?:\/\/\S+\.xlsx\S+/)![0];
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await fetchLink(xlsx)).arrayBuffer());
    const sheet = book.getWorksheet('Collectors')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      collector.trackingNumber,
      2,
      15,
      0,
      'PET_CLEAR',
    ]);
  }, 90_000);
});
