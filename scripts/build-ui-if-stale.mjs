// Builds the UI when ui/dist is missing or older than any source it is built from.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) => readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
  const path = join(dir, entry.name);
  return Math.max(max, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
}, 0);

const built = 'ui/dist/index.html';
const sources = Math.max(newest('ui/src'), newest('contracts/src'), existsSync('ui/public') ? newest('ui/public') : 0, statSync('ui/index.html').mtimeMs, statSync('ui/vite.config.ts').mtimeMs);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the UI (vite build)...');
  execSync('npx vite build --logLevel warn', { cwd: 'ui', stdio: 'inherit' });
}
