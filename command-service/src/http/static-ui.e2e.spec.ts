import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubWithManager } from '../../test/harness/fixtures';
import { startTestApp, type TestApp } from '../../test/harness/test-app';

describe('the built UI as the server answers it (issue 18: service worker and manifest)', () => {
  let dir = '';
  let t: TestApp;
  let url = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cairn-ui-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Cairn</title>');
    await writeFile(
      join(dir, 'sign-in.html'),
      '<!doctype html><title>Sign in</title><script>light()</script>',
    );
    await writeFile(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(join(dir, 'manifest.webmanifest'), '{"name":"Cairn"}');
    await writeFile(join(dir, 'assets', 'main-AbCd1234.js'), 'console.log(1);');
    await writeFile(join(dir, 'assets', 'main-AbCd1234.js.gz'), gzipSync('console.log(1);'));
    t = await startTestApp({ uiDist: dir });
    url = t.url;
  });
  afterAll(async () => {
    await t.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('/sw.js is asked for again every time, never kept as immutable', async () => {
    const answer = await fetch(`${url}/sw.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('javascript');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('/robots.txt is answered as text, not as the app (issue 31)', async () => {
    const answer = await fetch(`${url}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toContain('<title>');
  });

  it('the manifest is served as a web app manifest, revalidated', async () => {
    const answer = await fetch(`${url}/manifest.webmanifest`);
    expect(answer.headers.get('content-type')).toContain('application/manifest+json');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('index.html, for every client-side route, is revalidated; hashed assets stay immutable and precompressed', async () => {
    const page = await fetch(`${url}/hub-overview`);
    expect(await page.text()).toContain('<title>Cairn</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const script = await fetch(`${url}/assets/main-AbCd1234.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(script.headers.get('content-encoding')).toBe('gzip');
  });

  it('/sign-in opened directly answers the light sign-in page, revalidated, its own inline script allowed by its hash', async () => {
    for (const path of ['/sign-in', '/sign-in/']) {
      const page = await fetch(`${url}${path}`);
      expect(await page.text()).toContain('<title>Sign in</title>');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    }
    // Any other route, and paths that only start like it, answer the app.
    expect(await (await fetch(`${url}/sign-in-help`)).text()).toContain('<title>Cairn</title>');
  });

  it('JSON answers of the API are gzip-compressed for browsers that take it', async () => {
    const { hub, token } = await hubWithManager(t, 'Compressed Hub');
    const { uuid } = hub;
    const read = (encoding: string) =>
      fetch(`${url}/api/companies/${uuid}`, {
        headers: { 'x-auth-token': token, 'accept-encoding': encoding },
      });
    const gzip = await read('gzip');
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect((await gzip.json()) as unknown).toMatchObject({ uuid });
    expect((await read('identity')).headers.get('content-encoding')).toBeNull();
  });
});
