import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '@cairn/contracts';
import { START, createLogger } from '@cairn/infra';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { registerUser } from '../identity/user.handlers';

/** Issue 8, hardening: headers and a content security policy, CORS, no secrets in the log, uploads kept in their folder. */
const ALLOWED = 'https://app.cairn.example';
let t: TestApp;
let ui: string;
const log: string[] = [];

beforeAll(async () => {
  ui = await mkdtemp(join(tmpdir(), 'cairn-ui-'));
  await writeFile(join(ui, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await startTestApp({
    uiDist: ui,
    env: { CORS_ORIGINS: `${ALLOWED}, https://other.cairn.example/` },
    logger: createLogger('debug', (line) => log.push(line)),
  });
});
afterAll(async () => {
  await t?.stop();
  await rm(ui, { recursive: true, force: true });
});

describe('security headers', () => {
  it('the UI and the API answer with a content security policy and the other headers', async () => {
    for (const path of ['/', '/hub-app/registration', '/api/users/current', '/api/nope']) {
      const answer = await fetch(t.url + path);
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'self'");
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('x-frame-options'), path).toBe('DENY');
      expect(answer.headers.get('referrer-policy'), path).toBe('same-origin');
      expect(answer.headers.get('permissions-policy'), path).toContain('camera=(self)');
      expect(answer.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(answer.headers.get('x-powered-by'), path).toBeNull();
    }
    // Plain HTTP (tests, or TLS ended at a proxy that does not say so): no HSTS that would pin a wrong origin.
    expect((await fetch(`${t.url}/`)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${t.url}/api/collectedMaterials`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-auth-token',
      },
    });

  it('answers the configured origins only', async () => {
    const ok = await preflight(ALLOWED);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(ok.headers.get('access-control-allow-headers')).toContain('x-auth-token');
    expect((await preflight('https://other.cairn.example')).status).toBe(204);

    for (const origin of [
      'https://evil.example',
      'https://app.cairn.example.evil.example',
      'null',
      'http://app.cairn.example',
    ]) {
      const refused = await preflight(origin);
      expect(refused.status, origin).toBe(403);
      expect(refused.headers.get('access-control-allow-origin'), origin).toBeNull();
      const simple = await fetch(`${t.url}/api/health`, { headers: { origin } });
      expect(simple.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
    const simple = await fetch(`${t.url}/api/health`, { headers: { origin: ALLOWED } });
    expect(simple.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(simple.headers.get('vary')).toMatch(/origin/i);
  });

  it('allows no origin at all when CORS_ORIGINS is not set', async () => {
    const plain = await startTestApp();
    try {
      const answer = await fetch(`${plain.url}/api/health`, {
        method: 'OPTIONS',
        headers: { origin: ALLOWED, 'access-control-request-method': 'GET' },
      });
      expect(answer.status).toBe(403);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await plain.stop();
    }
  });
});

describe('no secrets in the log', () => {
  it('passwords, codes, tokens and the auth secret never reach the log, at debug level', async () => {
    const phone = '+919833344455';
    await registerUser(
      t.running.app,
      { commandId: 'log-sms', actorUuid: null, now: new Date().toISOString() },
      {
        hubUuid: null,
        role: 'ROLE_CAIRN_ADMIN',
        gender: 'FEMALE',
        firstName: 'Log',
        lastName: 'Sms',
        email: null,
        phoneNumber: phone,
        language: 'EN',
        authType: 'SMS',
        region: 'AP_MUMBAI',
      },
      null,
    );
    log.length = 0;
    const secrets: string[] = ['test-secret', 'test-password-1', 'wrong-password-42'];
    await t.call('POST', '/api/auth/signIn', {
      body: { email: 'admin@test.example', password: 'wrong-password-42' },
    });
    const token = await t.signIn('admin@test.example');
    secrets.push(token);
    expect((await t.call('POST', '/api/auth/otp', { body: { phoneNumber: phone } })).status).toBe(
      200,
    );
    const code = /code is (\d{6})/.exec(
      await readFile(join(t.running.app.config.dataDir, 'sms-outbox.log'), 'utf8'),
    )![1];
    secrets.push(code);
    const verified = await t.call('POST', '/api/auth/otp/verify', {
      body: { phoneNumber: phone, code },
    });
    secrets.push(verified.body.token);
    const manager = await hubWithManager(t, 'Log Hub');
    const newPassword = 'a-new-password-for-logs-1';
    secrets.push(newPassword);
    const changed = await t.call('POST', '/api/users/current/password', {
      token: manager.token,
      body: { currentPassword: 'test-password-1', password: newPassword },
    });
    expect(changed.status).toBeLessThan(300);
    secrets.push(changed.body.token);

    expect(log.some((line) => line.includes('SMS outbox'))).toBe(true);
    for (const secret of secrets)
      expect(
        log.filter((line) => line.includes(secret)),
        secret.slice(0, 12),
      ).toEqual([]);
    expect(log.filter((line) => /\b\d{6}\b/.test(line) && line.includes('SMS'))).toEqual([]);
  });
});

describe('uploads stay in the blob folder', () => {
  it('a file name that climbs out of the folder is only a display name; the file lands under its hash', async () => {
    const { token } = await hubWithManager(t, 'Traversal Hub');
    const dataDir = t.running.app.config.dataDir;
    const before = new Set(await walk(dataDir));
    const names = [
      '../../../../../tmp/cairn-escape.png',
      '..\\..\\cairn-escape.png',
      '/etc/cron.d/cairn.png',
      'blobs/../../cairn-escape.png',
    ];
    for (const name of names) {
      const answer = await uploadPicture(
        t,
        token,
        '/api/fileUploads',
        await picture('scale-display-12-5-kg.png'),
        {},
        name,
      );
      expect(answer.status, name).toBe(201);
      expect(answer.body.fileName, name).not.toMatch(/[/\\]/);
      expect(answer.body.directLink, name).toMatch(/^\/files\/[0-9a-f-]{36}\.png\?/);
    }
    const added = (await walk(dataDir)).filter(
      (f) => !before.has(f) && !/^(sms|email)-outbox\.log$/.test(f) && !f.startsWith('pglite'),
    );
    for (const file of added) expect(file).toMatch(/^blobs\/[0-9a-f]{2}\/[0-9a-f]{64}$/);
    await expect(stat('/tmp/cairn-escape.png')).rejects.toThrow();
    const events = (await t.running.app.events.readAll(START, 100_000)).events as StoredEvent[];
    for (const e of events.filter((x) => x.type === 'FileUploaded'))
      expect(String((e.data as { fileName: string }).fileName)).not.toMatch(/[/\\]/);
  });

  it('a file link cannot name a path', async () => {
    for (const path of [
      '/files/..%2F..%2Fetc%2Fpasswd',
      '/files/%2e%2e%2fauth-secret',
      '/files/..%5c..%5cauth-secret',
      '/files/00000000-0000-0000-0000-000000000000.png%00.txt',
    ]) {
      const answer = await fetch(t.url + path);
      expect([400, 404], path).toContain(answer.status);
      expect(await answer.text(), path).not.toContain('test-secret');
    }
  });
});

async function walk(dir: string, root = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(full, root)));
    else out.push(relative(root, full));
  }
  return out;
}
