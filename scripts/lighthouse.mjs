/**
 * `npm run lighthouse`: the app on a random port (embedded engines, demo data, built UI), Lighthouse
 * mobile on /sign-in and, signed in as a demo hub manager, /hub-overview; prints the four scores and
 * what lowered each one under 100.
 */
import {
  LIGHTHOUSE_CATEGORIES,
  demoHubManager,
  launchLighthouseChromium,
  runLighthouse,
  startLighthouseApp,
} from '../command-service/test/harness/lighthouse.ts';

const t = await startLighthouseApp();
const browser = await launchLighthouseChromium();
try {
  const results = [
    await runLighthouse(browser, t, '/sign-in'),
    await runLighthouse(browser, t, '/hub-overview', demoHubManager()),
  ];
  for (const { route, finalUrl, scores, failing } of results) {
    console.log(
      `${route.padEnd(14)} (${finalUrl}) ${LIGHTHOUSE_CATEGORIES.map((c) => `${c} ${scores[c]}`).join('  ')}`,
    );
    for (const f of failing)
      console.log(`  ${f.category}: ${f.id} (${Math.round(f.score * 100)}) ${f.title}`);
  }
} finally {
  await browser.close();
  await t.stop();
}
