import type { CDPSession } from 'playwright-core';
import {
  buildUi,
  launchChromium,
  signInWithEmail,
  UI_DIST,
} from '../command-service/test/harness/browser';
import { startTestApp, TEST_PASSWORD } from '../command-service/test/harness/test-app';
import { configFrom } from './run';
import { recreateDatabase } from './lib/stores';
import { hubWithBags } from './lib/seed-bags';

type Profile = Awaited<ReturnType<CDPSession['send']>> & {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
};

/** Milliseconds of the profile's samples by script file (the browser's own work is "(program)"). */
const byScript = (profile: Profile): [string, number][] => {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const totals = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const frame = nodes.get(id);
    const key = frame?.url ? (frame.url.split('/').pop() ?? '') : (frame?.functionName ?? '?');
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
};

/**
 * U1-table's page once or more (`npx tsx bench/u1-table-profile.ts [runs]`): when the 25 rows show
 * after opening /admin/hub-events in a fresh context, when its API requests started and answered,
 * and where the main thread's time went (the DevTools protocol's sampling profiler, last run).
 */
const main = async () => {
  const runs = Number(process.argv[2] ?? 4);
  buildUi();
  process.env.DATABASE_URL = await recreateDatabase(configFrom([]), 'cairn_u1_table');
  const t = await startTestApp({ uiDist: UI_DIST });
  const browser = await launchChromium();
  try {
    await hubWithBags(t, 'Table Hub');
    const signIn = await browser.newContext();
    await signInWithEmail(await signIn.newPage(), t.url, 'admin@test.example', TEST_PASSWORD);
    await signIn.pages()[0].waitForURL(/\/admin\//);
    const state = await signIn.storageState();
    await signIn.close();
    for (let run = 1; run <= runs; run++) {
      const context = await browser.newContext({ storageState: state });
      const page = await context.newPage();
      // Only the last run is profiled: the profiler slows the page it samples.
      const cdp = run === runs ? await context.newCDPSession(page) : null;
      await cdp?.send('Profiler.enable');
      await cdp?.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp?.send('Profiler.start');
      const started = performance.timeOrigin + performance.now();
      const calls: string[] = [];
      page.on('requestfinished', (request) => {
        const url = new URL(request.url());
        if (!url.pathname.startsWith('/api/')) return;
        const { startTime, responseEnd } = request.timing();
        calls.push(
          `  ${Math.round(startTime - started)} ms + ${Math.round(responseEnd)} ms ${url.pathname}`,
        );
      });
      await page.goto(`${t.url}/admin/hub-events`);
      await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length >= 25);
      const shown = Math.round(performance.timeOrigin + performance.now() - started);
      console.log(`run ${run}: 25 rows at ${shown} ms`);
      if (cdp) {
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
        console.log(calls.join('\n'));
        for (const [script, ms] of byScript(profile).slice(0, 12))
          console.log(`${ms.toFixed(0).padStart(6)} ms ${script}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await t.stop();
  }
};

await main();
