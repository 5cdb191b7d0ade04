import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  buildUi,
  launchChromium,
  signInWithEmail,
  UI_DIST,
} from '../../command-service/test/harness/browser';
import {
  startTestApp,
  TEST_PASSWORD,
  type TestApp,
} from '../../command-service/test/harness/test-app';
import { hubWithBags } from '../lib/seed-bags';
import {
  alternate,
  check,
  median,
  msSince,
  now,
  type BenchConfig,
  type ScenarioResult,
  type Side,
} from '../lib/harness';
import { recreateDatabase } from '../lib/stores';
import { u2Journey } from './cheap-phone';

/** Signs in through the screen and keeps the session (local storage) for fresh contexts. */
const session = async (browser: Browser, url: string, email: string, landing: RegExp) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithEmail(page, url, email, TEST_PASSWORD);
  await page.waitForURL(landing, { timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  return state;
};

/** The gzip size (level 6, as a server would send it) of every script a first visit of `path` loads. */
const firstRouteJs = async (
  browser: Browser,
  url: string,
  state: Awaited<ReturnType<typeof session>>,
  path: string,
  ready: string,
): Promise<{ kb: number; files: number }> => {
  const context: BrowserContext = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(`${url}${path}`);
  await page.waitForSelector(ready, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  let bytes = 0;
  for (const script of scripts)
    bytes += gzipSync(await readFile(`${UI_DIST}${script}`), { level: 6 }).length;
  return { kb: bytes / 1024, files: scripts.size };
};

/** Seconds from navigation to /admin/hub-events showing 25 rows, in a fresh context (cold cache), signed in. */
const timeToTable = (
  browser: Browser,
  url: string,
  state: Awaited<ReturnType<typeof session>>,
) => ({
  run: async (side: Side) => {
    const context = await browser.newContext({ storageState: state });
    const page = await context.newPage();
    const started = now();
    await page.goto(`${url}/admin/hub-events`);
    await page.waitForFunction(
      () => document.querySelectorAll('table tbody tr').length >= 25,
      undefined,
      { timeout: 30_000 },
    );
    const ms = msSince(started);
    check(
      side,
      (await page.locator('table tbody tr').count()) === 25,
      'ours: the table does not show 25 rows',
    );
    await context.close();
    return ms;
  },
});

export const uiScenarios = async (config: BenchConfig): Promise<ScenarioResult[]> => {
  config.log('U1 building the UI and seeding 30 hub events');
  buildUi();
  const previous = process.env.DATABASE_URL;
  process.env.DATABASE_URL = await recreateDatabase(config, 'cairn_bench_ui');
  const t: TestApp = await startTestApp({ uiDist: UI_DIST });
  const browser = await launchChromium();
  try {
    const { email } = await hubWithBags(t, 'Bench UI Hub');
    const admin = await session(browser, t.url, 'admin@test.example', /\/admin\//);
    const hub = await session(browser, t.url, email, /\/hub-overview/);
    const adminJs = await firstRouteJs(browser, t.url, admin, '/admin/hubs', 'table');
    const hubJs = await firstRouteJs(browser, t.url, hub, '/hub-overview', 'main, #root > *');
    config.log('U1 time to the hub events table');
    const table = await alternate(config, timeToTable(browser, t.url, admin), null);
    config.log(
      'U2 a cheap phone: sign-in to the overview, overview to the bag form (Fast 3G, 4× CPU)',
    );
    const u2 = u2Journey(browser, t.url, email);
    const journey = await alternate(config, u2.spec, null);
    const js = (kb: number, id: string, route: string, files: number): ScenarioResult => ({
      id,
      title: `JavaScript of the first route ${route} (gzip)`,
      unit: 'KB',
      higherIsBetter: false,
      ours: { runs: [kb], ok: true, failures: [] },
      peer: null,
      extra: { scripts: files },
      target: {
        text: id === 'U1-hub' ? '≤ 150 KB' : '≤ 300 KB',
        met: kb <= (id === 'U1-hub' ? 150 : 300),
      },
      note: 'no peer counterpart',
    });
    return [
      js(adminJs.kb, 'U1-admin', '/admin/hubs (admin)', adminJs.files),
      js(hubJs.kb, 'U1-hub', '/hub-overview (hub app)', hubJs.files),
      {
        id: 'U1-table',
        title: 'headless Chromium: /admin/hub-events shows 25 rows (fresh context, signed in)',
        unit: 'ms',
        higherIsBetter: false,
        ...table,
        target: { text: '≤ 1 s', met: median(table.ours.runs) <= 1_000 },
        note: 'no peer counterpart',
      },
      {
        id: 'U2-sign-in',
        title:
          'cheap phone (360×740, Fast 3G, 4× CPU, fresh): open /sign-in, sign in, overview shows its figures',
        unit: 'ms',
        higherIsBetter: false,
        ...journey,
        target: { text: '≤ 4 s', met: median(journey.ours.runs) <= 4_000 },
        note: 'no peer counterpart; the typing of the sign-in counts too',
      },
      {
        id: 'U2-bag-form',
        title: 'cheap phone: overview → "Register waste bag" form shown',
        unit: 'ms',
        higherIsBetter: false,
        ours: { runs: u2.toBagForm, ok: journey.ours.ok, failures: [] },
        peer: null,
        target: { text: '≤ 1 s', met: median(u2.toBagForm) <= 1_000 },
        note: 'no peer counterpart; same runs as U2-sign-in',
      },
    ];
  } finally {
    await browser.close();
    await t.stop();
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  }
};
