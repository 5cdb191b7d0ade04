import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const UI_DIST = `${ROOT}ui/dist`;

/** Builds the UI when its sources are newer than ui/dist (a fresh clone has none). */
export const buildUi = () => execSync('node scripts/build-ui-if-stale.mjs', { cwd: ROOT, stdio: 'inherit' });

/** Debian's Chromium, headless; the flags keep it off the network this machine does not have. */
export const launchChromium = (): Promise<Browser> => chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
});
