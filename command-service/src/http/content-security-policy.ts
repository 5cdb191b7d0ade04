import { createHash } from 'node:crypto';

/** What the product-wide settings switch on (issue 17): the usage-tracking endpoint, the image service. */
export interface PolicySettings {
  usageTrackingUrl: string | null;
  celebrationImageUrl: string | null;
}

/**
 * The policy every answer carries, as helmet's directives: only our own scripts, styles and images.
 * On, the settings let the page post to the usage-tracking endpoint and ask the celebration image
 * service (its animated images come from a CDN whose name it alone knows, so images from any https
 * origin). Off, the policy is the usual one.
 */
export const cspDirectives = (
  settings: PolicySettings = { usageTrackingUrl: null, celebrationImageUrl: null },
): Record<string, string[]> => {
  const connect = [settings.usageTrackingUrl, settings.celebrationImageUrl]
    .filter((url): url is string => url !== null)
    .map((url) => new URL(url).origin);
  return {
    'default-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(settings.celebrationImageUrl ? ['https:'] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'script-src': ["'self'"],
    'connect-src': ["'self'", ...new Set(connect)],
    'media-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
};

// A script element without src whose type runs (a JSON block is data: the policy does not apply).
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The policy for a page that carries inline scripts of its own (index.html: the UI build puts two
 * small classic scripts in it, ui/inline-scripts.vite-plugin.ts): those exact scripts by their
 * SHA-256, still no inline script in general and no eval.
 */
export const policyForPage = (html: string, base: string): string => {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
  return hashes.length === 0
    ? base
    : base.replace(/script-src 'self'(?=;|$)/, `script-src 'self' ${hashes.join(' ')}`);
};
