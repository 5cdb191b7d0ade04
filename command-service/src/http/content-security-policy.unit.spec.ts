import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { type PolicySettings, policyForPage } from './content-security-policy';
import { securityHeaders } from './security-headers';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const OFF: PolicySettings = { usageTrackingUrl: null, celebrationImageUrl: null };

/** The headers helmet, configured as the server does, sets on one answer. */
const headersFor = (settings: PolicySettings, req: { path?: string; secure?: boolean } = {}) => {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let passed = false;
  securityHeaders(settings)({ path: '/', ...req } as never, res, () => (passed = true));
  expect(passed).toBe(true);
  return headers;
};
const USUAL = headersFor(OFF)['content-security-policy'];

describe('security headers by helmet (issue 36)', () => {
  it("carries Cairn's policy and the other headers", () => {
    const headers = headersFor(OFF);
    expect(USUAL.split(';')).toEqual([
      "default-src 'self'",
      "img-src 'self' data: blob:",
      "style-src 'self' 'unsafe-inline'",
      "script-src 'self'",
      "connect-src 'self'",
      "media-src 'self' blob:",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]);
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(headers['permissions-policy']).toContain('camera=(self)');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headersFor(OFF, { secure: true })['strict-transport-security']).toBe('max-age=31536000');
  });
  it('lets our own pages frame an uploaded PDF, nothing else', () => {
    const pdf = headersFor(OFF, { path: '/files/0b9f3c2e-1111-4222-8333-444455556666.pdf' });
    expect(pdf['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(pdf['x-frame-options']).toBe('SAMEORIGIN');
  });
  it('lets the page reach the endpoints the settings name, and nothing else', () => {
    const policy = headersFor({
      usageTrackingUrl: 'https://usage.example.org/events',
      celebrationImageUrl: 'https://images.example.org/v1/random?tag=party',
    })['content-security-policy'];
    expect(policy).toContain(
      "connect-src 'self' https://usage.example.org https://images.example.org;",
    );
    expect(policy).toContain("img-src 'self' data: blob: https:;");
    expect(policyForPage('<script>var a;</script>', policy)).toContain('https://usage.example.org');
  });
});

describe('policyForPage', () => {
  it('allows the inline scripts of the page by their hashes, and no other', () => {
    const page = `<head><script>var a = 1;</script>
      <script type="application/json" id="route-chunks">{"^/x":[]}</script>
      <script>(function () {})();</script>
      <script type="module" crossorigin src="/assets/index.js"></script></head>`;
    const policy = policyForPage(page, USUAL);
    expect(policy).toContain(
      `script-src 'self' ${sha('var a = 1;')} ${sha('(function () {})();')};`,
    );
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-/);
    expect(policy.replace(/ 'sha256-[^']+'/g, '')).toBe(USUAL);
  });

  it('is the usual policy for a page without inline scripts', () => {
    expect(policyForPage('<script src="/a.js"></script>', USUAL)).toBe(USUAL);
  });
});
