import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContextOptions, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './test-app';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const UI_DIST = `${ROOT}ui/dist`;

/** Builds the UI when its sources are newer than ui/dist (a fresh clone has none). */
export const buildUi = () =>
  execSync('node scripts/build-ui-if-stale.mjs', { cwd: ROOT, stdio: 'inherit' });

/** Debian's Chromium, headless; the flags keep it off the network this machine does not have. */
export const launchChromium = (extraArgs: string[] = []): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      ...extraArgs,
    ],
  });

export interface BrowserApp {
  t: TestApp;
  browser: Browser;
  /** A fresh page (its own context, so its own local storage). */
  page(options?: BrowserContextOptions): Promise<Page>;
}

/**
 * For a browser test file: the built UI served by a whole test app, and Chromium, started before
 * the tests and stopped after them. Read the fields inside tests (they are set in beforeAll).
 */
export const useBrowserApp = (
  options: {
    chromiumArgs?: string[];
    env?: Record<string, string>;
    ocr?: boolean;
    autoReview?: boolean;
  } = {},
): BrowserApp => {
  const app = {} as BrowserApp;
  beforeAll(async () => {
    buildUi();
    app.t = await startTestApp({
      uiDist: UI_DIST,
      env: options.env,
      ocr: options.ocr,
      autoReview: options.autoReview,
    });
    app.browser = await launchChromium(options.chromiumArgs);
    app.page = async (contextOptions) => (await app.browser.newContext(contextOptions)).newPage();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.t?.stop();
  });
  return app;
};

/** Signs in through the sign-in screen with email and password, as a person would. */
/**
 * Signs in through the screen. `waitUntil` 'domcontentloaded' taps as soon as the form is there, as a
 * person does (bench U2), not once the page's load event has come (the tests' default).
 */
export const signInWithEmail = async (
  page: Page,
  url: string,
  email: string,
  password: string,
  waitUntil: 'load' | 'domcontentloaded' = 'load',
) => {
  await page.goto(`${url}/sign-in`, { waitUntil });
  await page.getByRole('button', { name: /email/i }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
};

/**
 * Waits for the toasts to hide themselves. A toast pauses its 4 s timer while a mouse is over it, and a
 * test's clicks move the mouse: so the mouse leaves the top of the screen first (a thumb leaves no hover).
 */
export const untilToastsHide = async (page: Page) => {
  const height = page.viewportSize()?.height ?? 600;
  await page.mouse.move(1, height - 1);
  await page.locator('.bp6-toast').first().waitFor({ state: 'detached', timeout: 10_000 });
};

/** axe rules that fail a test whatever their impact: headings in order, no empty table header (issue 31 §5). */
const ALWAYS_JUDGED = ['heading-order', 'empty-table-header'];

/** An axe finding a browser test fails on: serious or critical, or one of the rules above. */
export const failsAxe = (v: { id: string; impact?: string | null }) =>
  v.impact === 'serious' || v.impact === 'critical' || ALWAYS_JUDGED.includes(v.id);
