import { createHash } from 'node:crypto';

/** The policy every answer carries: only our own scripts, styles and images. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; media-src 'self' blob:; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/**
 * The policy with what the product-wide settings switch on: the usage-tracking endpoint may be
 * posted to, and the celebration image service asked (its animated images come from a CDN whose
 * name it alone knows, so images from any https origin). Off, the policy is the usual one.
 */
export const contentSecurityPolicy = (settings: {
  usageTrackingUrl: string | null;
  celebrationImageUrl: string | null;
}): string => {
  const connect = [settings.usageTrackingUrl, settings.celebrationImageUrl]
    .filter((url): url is string => url !== null)
    .map((url) => new URL(url).origin);
  let policy = CONTENT_SECURITY_POLICY;
  if (connect.length > 0)
    policy = policy.replace(
      "connect-src 'self'",
      `connect-src 'self' ${[...new Set(connect)].join(' ')}`,
    );
  if (settings.celebrationImageUrl)
    policy = policy.replace("img-src 'self' data: blob:", "img-src 'self' data: blob: https:");
  return policy;
};

// A script element without src whose type runs (a JSON block is data: the policy does not apply).
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The policy for a page that carries inline scripts of its own (index.html: the UI build puts two
 * small classic scripts in it, ui/inline-scripts.vite-plugin.ts): those exact scripts by their
 * SHA-256, still no inline script in general and no eval.
 */
export const policyForPage = (html: string, base = CONTENT_SECURITY_POLICY): string => {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
  return hashes.length === 0
    ? base
    : base.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`);
};
