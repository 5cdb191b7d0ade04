import type { CDPSession, Page } from 'playwright-core';
import { buildUi, launchChromium, UI_DIST } from '../command-service/test/harness/browser';
import { startTestApp, TEST_PASSWORD } from '../command-service/test/harness/test-app';
import { hubWithBags } from './lib/seed-bags';
import { configFrom } from './run';
import { recreateDatabase } from './lib/stores';
import { cheapPhone } from './scenarios/cheap-phone';

/**
 * U2's journey once or more (`npx tsx bench/u2-waterfall.ts [runs]`), printing every request with
 * its start and end (ms since /sign-in was opened), bytes on the wire and whether a cache answered,
 * and the journey's milestones: what to count when the machine is too busy for wall times to say
 * much (each sequential round trip on Fast 3G costs at least 562 ms).
 */
interface Row {
  id: string;
  url: string;
  type: string;
  start: number;
  end?: number;
  bytes?: number;
  cached?: string;
  status?: number;
  priority?: string;
}

const watch = async (page: Page, origin: number) => {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const rows = new Map<string, Row>();
  let base: number | null = null; // CDP's monotonic seconds at `origin`
  const at = (timestamp: number) => Math.round((timestamp - (base ?? timestamp)) * 1000);
  cdp.on('Network.requestWillBeSent', (event) => {
    if (base === null) base = event.timestamp - (performance.now() - origin) / 1000;
    const url = new URL(event.request.url);
    rows.set(event.requestId, {
      id: event.requestId,
      url: `${event.request.method} ${url.pathname}${url.search}`.slice(0, 90),
      type: event.type ?? '?',
      start: at(event.timestamp),
      priority: event.request.initialPriority,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const row = rows.get(event.requestId);
    if (!row) return;
    row.status = event.response.status;
    if (event.response.fromDiskCache) row.cached = 'disk';
    if (event.response.fromPrefetchCache) row.cached = 'prefetch';
    if (event.response.fromServiceWorker) row.cached = 'sw';
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const row = rows.get(event.requestId);
    if (row) row.cached = 'memory';
  });
  cdp.on('Network.loadingFinished', (event) => {
    const row = rows.get(event.requestId);
    if (!row) return;
    row.end = at(event.timestamp);
    row.bytes = event.encodedDataLength;
  });
  return rows;
};

const main = async () => {
  const runs = Number(process.argv[2] ?? 1);
  const config = configFrom([]);
  buildUi();
  process.env.DATABASE_URL = await recreateDatabase(config, 'cairn_u2_waterfall');
  const t = await startTestApp({ uiDist: UI_DIST });
  const browser = await launchChromium();
  try {
    const { email } = await hubWithBags(t, 'Waterfall Hub');
    for (let run = 0; run < runs; run++) {
      const page = await cheapPhone(browser);
      const origin = performance.now();
      const since = () => Math.round(performance.now() - origin);
      const rows = await watch(page, origin);
      const marks: [string, number][] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame())
          marks.push([`url ${new URL(frame.url()).pathname}`, since()]);
      });
      await page.goto(`${t.url}/sign-in`, { waitUntil: 'domcontentloaded' });
      marks.push(['sign-in DOM ready (the form is up)', since()]);
      await page.getByRole('button', { name: /email/i }).click();
      marks.push(['email form shown', since()]);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(TEST_PASSWORD);
      marks.push(['typed', since()]);
      await page.getByRole('button', { name: /^sign in$/i }).click();
      marks.push(['clicked Sign in', since()]);
      await page.waitForSelector('.registration-panel__figure', { timeout: 60_000 });
      const figures = since();
      marks.push(['FIGURES', figures]);
      marks.push(['clicked Register waste bag', since()]); // at once, as U2 does
      const clicked = since();
      await page.getByRole('button', { name: 'Register waste bag' }).click();
      await page.getByRole('heading', { name: 'Register waste bag' }).waitFor({ timeout: 30_000 });
      marks.push([`BAG FORM (${since() - clicked} ms after the click)`, since()]);
      await page.waitForTimeout(300);
      const lines: [number, string][] = [];
      for (const [label, ms] of marks)
        lines.push([ms, `${String(ms).padStart(6)}          ** ${label}`]);
      for (const row of rows.values())
        lines.push([
          row.start,
          `${String(row.start).padStart(6)} ${String(row.end ?? '…').padStart(6)} ${String(
            (row.end ?? row.start) - row.start,
          ).padStart(
            5,
          )} ms ${String(row.bytes ?? '').padStart(7)} B ${(row.cached ?? '').padEnd(8)} ${row.type.padEnd(10)} ${row.status ?? ''} ${row.url}`,
        ]);
      lines.sort((a, b) => a[0] - b[0]);
      console.log(`\n=== run ${run + 1}: figures at ${figures} ms`);
      console.log(' start    end  dur        bytes     cache    type');
      for (const [, line] of lines) console.log(line);
      const bytes = [...rows.values()].reduce((sum, row) => sum + (row.bytes ?? 0), 0);
      console.log(`requests ${rows.size}, bytes ${bytes}`);
      await page.context().close();
    }
  } finally {
    await browser.close();
    await t.stop();
  }
};

await main();
