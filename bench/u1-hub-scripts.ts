import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import {
  buildUi,
  launchChromium,
  signInWithEmail,
  UI_DIST,
} from '../command-service/test/harness/browser';
import { startTestApp, TEST_PASSWORD } from '../command-service/test/harness/test-app';
import { hubWithManager } from '../command-service/test/harness/fixtures';
import { configFrom } from './run';
import { recreateDatabase } from './lib/stores';

/** U1-hub's scripts one by one (`npx tsx bench/u1-hub-scripts.ts`): the gzip size of each script a first visit of /hub-overview loads. */
const main = async () => {
  buildUi();
  process.env.DATABASE_URL = await recreateDatabase(configFrom([]), 'cairn_u1_scripts');
  const t = await startTestApp({ uiDist: UI_DIST });
  const browser = await launchChromium();
  try {
    const { email } = await hubWithManager(t, 'Scripts Hub');
    const signIn = await browser.newContext();
    const first = await signIn.newPage();
    await signInWithEmail(first, t.url, email, TEST_PASSWORD);
    await first.waitForURL(/hub-overview/);
    const state = await signIn.storageState();
    await signIn.close();
    const context = await browser.newContext({ storageState: state });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(`${t.url}/hub-overview`);
    await page.waitForSelector('main, #root > *');
    await page.waitForLoadState('networkidle');
    let total = 0;
    const rows: [number, string][] = [];
    for (const script of scripts) {
      const size = gzipSync(await readFile(`${UI_DIST}${script}`), { level: 6 }).length;
      total += size;
      rows.push([size, script]);
    }
    for (const [size, script] of rows.sort((a, b) => b[0] - a[0]))
      console.log(`${(size / 1024).toFixed(1).padStart(6)} KB ${script}`);
    console.log(`${(total / 1024).toFixed(1)} KB in ${scripts.size} scripts`);
  } finally {
    await browser.close();
    await t.stop();
  }
};

await main();
