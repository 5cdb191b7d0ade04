import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, policyForPage } from './content-security-policy';

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
