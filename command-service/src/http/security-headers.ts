import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { type PolicySettings, cspDirectives } from './content-security-policy';

type Middleware = (
  req: IncomingMessage & { secure?: boolean; path?: string },
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * Headers every answer carries, set by helmet (issue 36): Cairn's content security policy, no
 * framing, same-origin referrers and opener, nosniff, and helmet's other defaults. HSTS only over
 * TLS: on plain HTTP (tests, or TLS ended at a proxy that does not say so) it would pin a wrong origin.
 */
export const securityHeaders = (settings: PolicySettings): Middleware => {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(settings) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: false });
  return (req, res, next) =>
    headers(req, res, (error?: unknown) => {
      if (error) return next(error);
      // The hub app needs the camera and the position (pictures with their place); nothing else, and only here.
      res.setHeader(
        'permissions-policy',
        'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()',
      );
      // Uploaded PDFs may be framed by our own pages only: the review drawer's document viewer shows them.
      if (/^\/files\/[\w-]+\.pdf$/.test(req.path ?? '')) {
        res.setHeader('x-frame-options', 'SAMEORIGIN');
        res.setHeader('content-security-policy', "frame-ancestors 'self'");
      }
      if (req.secure) hsts(req, res, next);
      else next();
    });
};
