import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  policyForPage,
} from './content-security-policy';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('policyForPage', () => {
  it('allows the inline scripts of the page by their hashes, and no other', () => {
    const page = `<head><script>var a = 1;</script>
      <script type="application/json" id="route-chunks">{"^/x":[]}</script>
      <script>(function () {})();</script>
      <script type="module" crossorigin src="/assets/index.js"></script></head>`;
    const policy = policyForPage(page);
    expect(policy).toContain(
      `script-src 'self' ${sha('var a = 1;')} ${sha('(function () {})();')};`,
    );
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-/);
    expect(policy.replace(/ 'sha256-[^']+'/g, '')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('is the usual policy for a page without inline scripts', () => {
    expect(policyForPage('<script src="/a.js"></script>')).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('contentSecurityPolicy', () => {
  it('is the usual policy while usage tracking and the image service are off', () => {
    expect(contentSecurityPolicy({ usageTrackingUrl: null, celebrationImageUrl: null })).toBe(
      CONTENT_SECURITY_POLICY,
    );
  });

  it('lets the page reach the endpoints the settings name, and nothing else', () => {
    const policy = contentSecurityPolicy({
      usageTrackingUrl: 'https://usage.example.org/events',
      celebrationImageUrl: 'https://images.example.org/v1/random?tag=party',
    });
    expect(policy).toContain(
      "connect-src 'self' https://usage.example.org https://images.example.org;",
    );
    expect(policy).toContain("img-src 'self' data: blob: https:;");
    expect(policyForPage('<script>var a;</script>', policy)).toContain('https://usage.example.org');
  });
});
