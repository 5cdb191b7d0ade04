import type { Browser, Page } from 'playwright-core';
import { signInWithEmail } from '../../command-service/test/harness/browser';
import { TEST_PASSWORD } from '../../command-service/test/harness/test-app';
import { check, msSince, now, type RunSpec, type Side } from '../lib/harness';

/**
 * Chrome DevTools' "Fast 3G" preset (what Lighthouse calls a slow 4G): 562.5 ms round trip,
 * 1.6 Mbit/s down and 750 kbit/s up, each at 90 %. Throughput in bytes per second.
 */
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};
const CPU_SLOWDOWN = 4;

/** A fresh phone (360×740, touch, nothing cached, no service worker yet) on Fast 3G with a 4× slower CPU. */
export const cheapPhone = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
};

/** The overview's first figure (the registration panel's bag count) is on screen. */
const FIGURES = '.registration-panel__figure';

/**
 * U2 (issue 18): from opening /sign-in to the overview showing its figures (signing in as a person
 * would, through the screen), then from the overview to the bag form. Each run on a fresh phone.
 */
export const u2Journey = (browser: Browser, url: string, email: string) => {
  const toBagForm: number[] = [];
  const spec: RunSpec = {
    run: async (side: Side, measured: boolean) => {
      const page = await cheapPhone(browser);
      try {
        const started = now();
        await signInWithEmail(page, url, email, TEST_PASSWORD, 'domcontentloaded');
        await page.waitForSelector(FIGURES, { timeout: 60_000 });
        const toOverview = msSince(started);
        check(
          side,
          /hub-overview$/.test(page.url()),
          `ours: signed in to ${page.url()}, not the overview`,
        );
        const clicked = now();
        await page.getByRole('button', { name: 'Register waste bag' }).click();
        await page
          .getByRole('heading', { name: 'Register waste bag' })
          .waitFor({ timeout: 30_000 });
        if (measured) toBagForm.push(msSince(clicked));
        return toOverview;
      } finally {
        await page.context().close();
      }
    },
  };
  return { spec, toBagForm };
};
