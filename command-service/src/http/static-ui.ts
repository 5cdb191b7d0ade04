import express, { type RequestHandler, type Router } from 'express';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { basename, extname, join, relative, sep } from 'node:path';
import { policyForPage } from './content-security-policy';

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;
const YEAR = 365 * 24 * 3600 * 1000;

/** Paths under `dir` (as URL paths, `/a/b.js`) of the files that have a `.br` or `.gz` copy beside them. */
const compressedFiles = (dir: string): Set<string> => {
  const found = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(br|gz)$/.test(entry.name))
        found.add(`/${relative(dir, path).slice(0, -3).split(sep).join('/')}`);
    }
  };
  if (existsSync(dir)) walk(dir);
  return found;
};

/**
 * The copies the UI build compressed ahead (ui/precompress.vite-plugin.ts), for browsers that take
 * them: no compression work per request. Only the files listed at start are answered, so a request
 * path never reaches the file system unchecked.
 */
const precompressed = (dir: string): RequestHandler => {
  const files = compressedFiles(dir);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !files.has(req.path)) return next();
    res.vary('accept-encoding');
    const encoding = req.acceptsEncodings(...ENCODINGS.map(([name]) => name));
    const suffix = ENCODINGS.find(([name]) => name === encoding)?.[1];
    if (!suffix || !existsSync(join(dir, req.path + suffix))) return next();
    res.type(extname(req.path)); // of the original file, not of .br or .gz
    res.setHeader('content-encoding', encoding as string);
    res.sendFile(req.path + suffix, { root: dir, maxAge: YEAR, immutable: true }, (error) => {
      if (error) next(error);
    });
  };
};

/**
 * The service worker and what it precaches by a fixed name are asked for again every time: a
 * cached sw.js would keep phones on an old app for its whole lifetime (browsers cap it at a day,
 * still a day of stale app), and the pages name the current scripts.
 */
const REVALIDATED = new Set(['sw.js', 'index.html', 'sign-in.html', 'manifest.webmanifest']);

/**
 * A page's policy allows its own inline scripts by their hashes (index.html carries two); read
 * again when a build has replaced the file. Also for /index.html itself: the service worker
 * precaches it by that name and answers navigations with it, headers included.
 */
const policies = new Map<string, { modified: number; base: string; policy: string }>();
const pagePolicy = (file: string, base: string): string => {
  const modified = statSync(file).mtimeMs;
  let known = policies.get(file);
  if (known?.modified !== modified || known.base !== base) {
    known = { modified, base, policy: policyForPage(readFileSync(file, 'utf8'), base) };
    policies.set(file, known);
  }
  return known.policy;
};

/** The policy helmet set on this answer (security-headers.ts): a page adds its own script hashes to it. */
const baseOf = (res: ServerResponse) => String(res.getHeader('content-security-policy') ?? '');

const revalidated = (res: ServerResponse, path: string) => {
  if (REVALIDATED.has(basename(path))) res.setHeader('cache-control', 'no-cache');
  if (path.endsWith('.html') && baseOf(res))
    res.setHeader('content-security-policy', pagePolicy(path, baseOf(res)));
  if (path.endsWith('.webmanifest')) res.setHeader('content-type', 'application/manifest+json');
};

/** A page of the build, never cached without asking, with its own policy. */
const sendPage = (res: express.Response, file: string) =>
  res.sendFile(file, {
    headers: {
      'cache-control': 'no-cache',
      ...(baseOf(res) ? { 'content-security-policy': pagePolicy(file, baseOf(res)) } : {}),
    },
  });

/**
 * The build's /assets (mounted before the API's routes: a first visit asks for ~45 of them, and each
 * went past every route of the API first, 5-10 ms a file, bench U1-table).
 */
export const staticAssets = (uiDist: string): Router => {
  const router = express.Router();
  const assets = join(uiDist, 'assets');
  router.use(
    precompressed(assets),
    express.static(assets, { index: false, maxAge: YEAR, immutable: true }),
  );
  return router;
};

/**
 * The built UI. Files under /assets carry a content hash in their name (the icons a versioned
 * folder), so browsers keep them a year without asking again; the rest (index.html, the classic
 * scripts of ui/public) an hour. Client-side routes: every other GET answers the app, which shows
 * /not-found itself; /sign-in opened directly answers the light sign-in page (sign-in.html, issue 18:
 * usable on a cheap phone before the app has loaded, which it then fetches and starts itself).
 */
/** Crawlers may read the public pages, not the API nor uploaded files (which need a signed link). */
export const ROBOTS_TXT = 'User-agent: *\nDisallow: /api/\nDisallow: /files/\n';

export const staticUi = (uiDist: string): Router => {
  const router = express.Router();
  // Answered as text (Lighthouse, issue 31), never as the app's page like other unknown paths.
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('cache-control', 'public, max-age=3600').send(ROBOTS_TXT);
  });
  router.use(express.static(uiDist, { index: false, maxAge: '1h', setHeaders: revalidated }));
  const signIn = join(uiDist, 'sign-in.html');
  router.get(/^\/sign-in\/?$/, (_req, res, next) =>
    existsSync(signIn) ? sendPage(res, signIn) : next(),
  );
  router.get(/^\/(?!api\/|files\/).*/, (_req, res) => sendPage(res, join(uiDist, 'index.html')));
  return router;
};
