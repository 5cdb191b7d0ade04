// Builds the UI when ui/dist is missing or older than any source it is built from.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
    const path = join(dir, entry.name);
    return Math.max(max, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);

const built = 'ui/dist/index.html';
// The Vite plugins beside vite.config.ts shape the output too (chunks, preloads, compressed copies).
const plugins = readdirSync('ui')
  .filter((name) => name.endsWith('.vite-plugin.ts'))
  .map((name) => statSync(join('ui', name)).mtimeMs);
const sources = Math.max(
  newest('ui/src'),
  newest('contracts/src'),
  existsSync('ui/public') ? newest('ui/public') : 0,
  statSync('ui/index.html').mtimeMs,
  statSync('ui/sign-in.html').mtimeMs,
  statSync('ui/vite.config.ts').mtimeMs,
  ...plugins,
);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the UI (vite build)...');
  // Production whoever calls: under vitest NODE_ENV is 'test', and Vite then bundles React's
  // development build (twice the size, slower), so the tests and the benchmarks measured another app.
  execSync('npx vite build --logLevel warn', {
    cwd: 'ui',
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
