import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { DEMO_HUBS } from '../../src/seed/demo-hubs';
import { startTestApp, type TestApp } from './test-app';
import { UI_DIST, buildUi } from './browser';

export const LIGHTHOUSE_CATEGORIES = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];
export type LighthouseScores = Record<LighthouseCategory, number>;

export interface LighthouseResult {
  route: string;
  /** Where the page ended (a signed-out /hub-overview would end at /sign-in). */
  finalUrl: string;
  /** Lighthouse's own failure to measure, if any. */
  runtimeError?: string;
  scores: LighthouseScores;
  /** Audits under 1 in the categories (id and title), to say what lowered a score. */
  failing: { category: LighthouseCategory; id: string; title: string; score: number }[];
}

const DEMO_PASSWORD = 'lighthouse-demo-1';

/** The app with its embedded engines, the built UI and the demo data, on a random port. */
export const startLighthouseApp = async (): Promise<TestApp> => {
  buildUi();
  return startTestApp({
    uiDist: UI_DIST,
    demo: true,
    env: { CAIRN_DEMO_PASSWORD: DEMO_PASSWORD },
  });
};

export const launchLighthouseChromium = (): Promise<Browser> =>
  puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Puppeteer's own headless switch is off: the mode is given as a flag, as the issue asks.
    headless: false,
    args: [
      '--no-sandbox',
      '--headless=new',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

/**
 * Lighthouse (mobile, its default) on one route. `session` signs in the way the app keeps a session:
 * the token, its expiry and the user in local storage (Document 1 §9), kept by Lighthouse's
 * `disableStorageReset`.
 */
export const runLighthouse = async (
  browser: Browser,
  t: TestApp,
  route: string,
  session?: { email: string; password: string },
): Promise<LighthouseResult> => {
  const page = await browser.newPage();
  try {
    await page.goto(`${t.url}/robots.txt`);
    await page.evaluate(() => localStorage.clear());
    if (session) {
      const answer = await t.call('POST', '/api/auth/signIn', { body: session });
      if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
      const { token, expiresAt, user } = answer.body as {
        token: string;
        expiresAt: string;
        user?: unknown;
      };
      await page.evaluate(
        (values) => {
          for (const [key, value] of Object.entries(values))
            if (value) localStorage.setItem(key, value);
        },
        {
          'x-auth-token': token,
          expiresAt,
          userIdentity: user ? JSON.stringify(user) : '',
        },
      );
    }
    const run = await lighthouse(
      `${t.url}${route}`,
      { disableStorageReset: true, logLevel: 'error', output: 'json' },
      undefined,
      page,
    );
    if (!run) throw new Error(`Lighthouse gave no result for ${route}`);
    const { categories, audits } = run.lhr;
    const scores = Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
    ) as LighthouseScores;
    const failing = LIGHTHOUSE_CATEGORIES.flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => audits[ref.id])
        .filter((a) => a && a.score !== 1 && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => ({ category, id: a.id, title: a.title, score: a.score ?? 0 })),
    );
    const runtimeError = run.lhr.runtimeError?.message;
    return { route, finalUrl: run.lhr.finalDisplayedUrl, runtimeError, scores, failing };
  } finally {
    await page.close();
  }
};

/** A hub manager of the first demo hub: the person who meets /hub-overview. */
export const demoHubManager = () => ({
  email: `manager.${DEMO_HUBS[0].slug}@cairn.example`,
  password: DEMO_PASSWORD,
});
