import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig, silentLogger } from '@cairn/infra';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bootstrap } from '../bootstrap';
import {
  type CrashStore,
  type Engine,
  createCrashStore,
  seedAccounts,
} from '../../test/reliability/crash-store';
import { ServerProcess, freePort } from '../../test/reliability/server-process';
import { readAllEvents } from '../../test/reliability/store-audit';
import { PICTURES } from '../../test/harness/fixtures';
import { TEST_PASSWORD, hubBody } from '../../test/harness/test-app';

const engine: Engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const DAY_MS = 86_400_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const waitFor = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await sleep(10);
  }
  return false;
};
/** Files in the blob store: a report's files are stored before it is recorded, so a new one means "making it now". */
const blobCount = async (s: CrashStore) =>
  (await readdir(join(s.dataDir, 'blobs'), { recursive: true }).catch(() => [])).filter(
    (f) => !String(f).includes('.tmp-') && String(f).includes('/'),
  ).length;

let store: CrashStore | null = null;
afterEach(async () => {
  await store?.drop();
  store = null;
});

const api = async (
  url: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
) => {
  const answer = await fetch(url + path, {
    method,
    headers: {
      ...(token ? { 'x-auth-token': token } : {}),
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
};
const signIn = async (url: string, email: string) =>
  (await api(url, 'POST', '/api/auth/signIn', null, { email, password: TEST_PASSWORD }))
    .token as string;

/** Yesterday's bag, registered in this process with the app's clock moved back to yesterday noon (UTC). */
const registerYesterdaysBag = async (s: CrashStore, managerEmail: string): Promise<string> => {
  const running = await bootstrap(loadConfig({ ...s.env, CAIRN_DEMO: '0' }), silentLogger);
  try {
    running.app.now = () => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS / 2);
    const url = `http://127.0.0.1:${((await running.listen(0)).address() as AddressInfo).port}`;
    const token = await signIn(url, managerEmail);
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await readFile(`${PICTURES}scale-display-12-5-kg.png`))]),
      'bag.png',
    );
    const upload = await api(url, 'POST', '/api/fileUploads', token, form);
    const bag = await api(url, 'POST', '/api/collectedMaterials', token, {
      registrationUnit: 'BAG',
      weight: '12.5',
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: upload.uuid,
    });
    return bag.uuid as string;
  } finally {
    await running.stop();
  }
};

/** What the store and the outbox hold (read with no server running, so PGlite may be opened). */
const sentState = async (s: CrashStore) => {
  const sql = await s.open();
  try {
    const { events } = await readAllEvents(sql, s.dataDir);
    const emails = (await readFile(join(s.dataDir, 'email-outbox.log'), 'utf8').catch(() => ''))
      .split('\n')
      .filter((l) => l.includes('owner@crash.example') && l.includes('Data export of Crash Hub'));
    return {
      reports: events.filter((e) => e.type === 'ScheduledReportSent').length,
      ownerNotifications: events.filter(
        (e) => e.type === 'UserNotified' && e.data.alertType === 'DATA_EXPORT_REPORT',
      ).length,
      emails: emails.length,
    };
  } finally {
    await sql.close();
  }
};

describe(`a scheduled report over SIGKILLs on ${engine}`, () => {
  it('sends the DAILY export of the last complete day exactly once, killed while sending and restarted', async () => {
    store = await createCrashStore(engine, { REPORT_CHECK_SECONDS: '1' });
    const seeded = await seedAccounts(store);
    await registerYesterdaysBag(store, seeded.manager.email);
    const server = new ServerProcess(store.env, await freePort());
    await server.start();
    const admin = await signIn(server.url, seeded.admin.email);
    const { firstUser: _f, ...fields } = hubBody({
      name: 'Crash Hub',
      features: [
        'WASTE_BAG_REGISTRATION',
        'EVENT_REVIEW',
        'MASS_BALANCE_TRACKING',
        'COLLECTION_CENTER_WEEKLY_DATA_EXPORT',
      ],
    });
    await api(server.url, 'POST', `/api/admin/companies/hubs/${seeded.hubUuid}`, admin, {
      ...fields,
      firstUser: null,
      dataExportReportFrequency: 'DAILY',
    });

    // Kill 1: as soon as the report's files are being stored (made, not yet recorded).
    // Kill 2 (PostgreSQL, which may be watched while the server runs): as soon as the report is
    // recorded, while its email is being written. Kill 3: right after a restart, whatever it does then.
    const seen: Array<Awaited<ReturnType<typeof sentState>> & { moment: string }> = [];
    const killAndLook = async (moment: string) => {
      await server.kill();
      seen.push({ moment, ...(await sentState(store!)) });
      await server.start();
    };
    const blobs = await blobCount(store);
    if (await waitFor(async () => (await blobCount(store!)) > blobs, 60_000))
      await killAndLook('files stored');
    if (engine === 'postgres') {
      const watcher = await store.open();
      const recorded = await waitFor(
        async () =>
          (
            await watcher.query<{ n: number }>(
              `select count(*)::int as n from events where type = 'ScheduledReportSent'`,
            )
          ).rows[0].n > 0,
        60_000,
      );
      await watcher.close();
      if (recorded) await killAndLook('report recorded');
    }
    await killAndLook('just restarted');
    const until = Date.now() + 60_000;
    while (
      (await readFile(join(store.dataDir, 'email-outbox.log'), 'utf8').catch(() => '')).indexOf(
        'Data export of Crash Hub',
      ) < 0 &&
      Date.now() < until
    )
      await sleep(250);
    await sleep(3000); // three more ticks of the scheduler
    await server.stop();

    await mkdir('test-results', { recursive: true });
    await writeFile(
      `test-results/reliability-report-kills-${engine}.json`,
      JSON.stringify({ seenAfterEachKill: seen }, null, 2),
    );
    expect(
      seen[0],
      `the first kill came while the report was being made: ${JSON.stringify(seen)}`,
    ).toMatchObject({ moment: 'files stored', emails: 0 });
    if (engine === 'postgres')
      expect(seen[1]).toMatchObject({ moment: 'report recorded', reports: 1 });
    expect(await sentState(store)).toEqual({ reports: 1, ownerNotifications: 1, emails: 1 });
  }, 400_000);
});
