import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@cairn/infra';
import { startTestApp, type TestApp } from '../../test/harness/test-app';

/**
 * Issue 21 §5 and §7: requests a body parser cannot read answer 400/415 in the API's error shape and
 * leave no stack in the log; unknown file paths answer the API's JSON 404; no API answer is cached.
 */
let t: TestApp;
const log: string[] = [];
beforeAll(async () => {
  t = await startTestApp({ logger: createLogger('debug', (line) => log.push(line)) });
});
afterAll(async () => {
  await t?.stop();
});

const send = (path: string, headers: Record<string, string>, body?: BodyInit) =>
  fetch(t.url + path, {
    method: 'POST',
    headers: { 'x-auth-token': t.adminToken, ...headers },
    body,
  });

const expectRefused = async (answer: Response, statuses: number[]) => {
  const text = await answer.text();
  expect(statuses, text).toContain(answer.status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(typeof JSON.parse(text).errorMessageKey, text).toBe('string');
  expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
};

describe('malformed request bodies', () => {
  const json = JSON.stringify({ email: 'a@b.example', password: 'x' });
  const cases: Array<[string, Record<string, string>, BodyInit, number[]]> = [
    ['an unknown charset', { 'content-type': 'application/json; charset=klingon' }, json, [415]],
    [
      'an unknown Content-Encoding',
      { 'content-type': 'application/json', 'content-encoding': 'zstd-nonsense' },
      json,
      [415],
    ],
    [
      'broken gzip',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      Buffer.from('not gzip at all'),
      [400],
    ],
    [
      'gzip cut short',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      gzipSync(json).subarray(0, 12),
      [400],
    ],
  ];
  for (const [name, headers, body, statuses] of cases) {
    it(`${name}: ${statuses.join('/')} in the error shape, no stack logged`, async () => {
      const before = log.length;
      await expectRefused(await send('/api/auth/signIn', headers, body), statuses);
      expect(log.slice(before).join('\n')).not.toMatch(/unhandled error|\.ts:\d+|\.js:\d+/);
    });
  }

  it('multipart without a boundary, or cut short: 400 in the error shape, no stack logged', async () => {
    const before = log.length;
    await expectRefused(
      await send('/api/fileUploads', { 'content-type': 'multipart/form-data' }, 'whatever'),
      [400],
    );
    const cut =
      '--XyZ\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n\u0089PNG';
    await expectRefused(
      await send('/api/fileUploads', { 'content-type': 'multipart/form-data; boundary=XyZ' }, cut),
      [400],
    );
    expect(log.slice(before).join('\n')).not.toMatch(/unhandled error|\.ts:\d+|\.js:\d+/);
  });
});

describe('answers nobody caches', () => {
  it('every /api answer says no-store, refusals and unknown routes too', async () => {
    for (const [method, path, token] of [
      ['GET', '/api/users/current', t.adminToken],
      ['GET', '/api/users/current', undefined],
      ['GET', '/api/nope', undefined],
      ['POST', '/api/auth/signIn', undefined],
    ] as const) {
      const answer = await t.call(method, path, {
        token,
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect(answer.headers.get('cache-control'), `${method} ${path}`).toBe('no-store');
    }
  });

  it('unknown paths under /files answer the API JSON 404, never a shared cache', async () => {
    for (const path of ['/files', '/files/', '/files/nope/deeper/still', '/files/qr/x']) {
      const answer = await fetch(t.url + path);
      expect(answer.status, path).toBe(404);
      expect(await answer.json(), path).toEqual({ errorMessageKey: 'notFoundMessage' });
    }
  });
});
