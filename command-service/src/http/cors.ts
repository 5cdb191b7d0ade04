import type { RequestHandler } from 'express';

const ALLOWED_HEADERS = 'content-type, authorization, x-auth-token, idempotency-key';

/**
 * Cross-origin calls only from the origins in CORS_ORIGINS (none by default: the UI is served from
 * the API's own origin and needs none). Any other origin gets no CORS headers, so the browser keeps
 * the answer from its script, and its preflight is refused with 403 before any route runs.
 */
export const corsFor = (origins: string[]): RequestHandler => {
  const allowed = new Set(origins.map((o) => o.replace(/\/+$/, '').toLowerCase()));
  return (req, res, next) => {
    const origin = req.header('origin');
    res.vary('Origin');
    const ok = origin !== undefined && allowed.has(origin.toLowerCase());
    if (ok) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-expose-headers', 'content-disposition');
    }
    if (req.method !== 'OPTIONS' || !req.header('access-control-request-method')) return next();
    if (!ok) {
      res.status(403).json({ errorMessageKey: 'apiErrorForbidden' });
      return;
    }
    res.setHeader('access-control-allow-methods', 'GET, POST');
    res.setHeader('access-control-allow-headers', ALLOWED_HEADERS);
    res.setHeader('access-control-max-age', '600');
    res.status(204).end();
  };
};
