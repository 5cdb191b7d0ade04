import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { generateSW } from 'workbox-build';
import { ICONS_BASE } from './blueprint-icons.vite-plugin.ts';

/**
 * Writes dist/sw.js with Workbox (issue 18): the app shell (index.html, every script and stylesheet,
 * the classic scripts of public/) is precached, so the hub app opens without a network, and every
 * client-side route answers the cached index.html. Hashed file names are not cache-busted again.
 * The icon sets (every icon the app can show, a file a size) are precached too; an icon met outside
 * them is kept as it is met. API answers are never cached here: the app
 * keeps its last known data itself, per user (ui/src/hub-app/offline/last-known.ts).
 * Runs after precompress, whose .br and .gz copies it leaves out.
 */
export function serviceWorker(): Plugin {
  let dist = '';
  return {
    name: 'cairn-service-worker',
    apply: 'build',
    configResolved(config) {
      dist = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { warnings } = await generateSW({
        swDest: resolve(dist, 'sw.js'),
        globDirectory: dist,
        globPatterns: [
          'index.html',
          '*.js',
          'manifest.webmanifest',
          'app-icon.svg',
          'assets/*.{js,css}',
          `${ICONS_BASE}/{16,20}.json`,
        ],
        // The light sign-in page's own German texts (light-script.vite-plugin.ts): the app has its own.
        globIgnores: ['sw.js', 'workbox-*.js', 'assets/light-*'],
        maximumFileSizeToCacheInBytes: 3_000_000,
        dontCacheBustURLsMatching: /^assets\/.+-[A-Za-z0-9_-]{8}\.(js|css)$/,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/files\//],
        inlineWorkboxRuntime: true,
        mode: 'production',
        sourcemap: false,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Not anchored: Workbox tests the whole URL, and a match past its start is same-origin only.
            urlPattern: new RegExp(`/${ICONS_BASE}/`.replaceAll('.', '\\.')),
            handler: 'CacheFirst',
            options: { cacheName: 'cairn-icons', expiration: { maxEntries: 400 } },
          },
        ],
      });
      for (const warning of warnings) this.warn(warning);
    },
  };
}
