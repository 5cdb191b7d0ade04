import QRCode from 'qrcode';
import { z } from 'zod';
import { collectorIdentityPath, hubIdentityPath, trackedItemIdentityPath } from '@cairn/contracts';
import type { AppContext } from '../app-context';
import { DomainError } from '../command-handling/domain-error';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';

const LINK_TTL_MS = 12 * 3600_000;

/** What a QR code can stand for: the read model that must hold it and the identity path it opens. */
const QR_KINDS = {
  hub: { model: 'hubs', path: hubIdentityPath },
  collector: { model: 'collectors', path: collectorIdentityPath },
  trackedItem: { model: 'trackedItems', path: trackedItemIdentityPath },
} as const;
export type QrKind = keyof typeof QR_KINDS;

/** The identity URL a QR code encodes; PUBLIC_URL is the origin users reach. */
export const identityUrl = (app: AppContext, kind: QrKind, uuid: string) =>
  `${app.config.publicUrl}${QR_KINDS[kind].path(uuid)}`;

/** A signed, expiring link to the QR image, usable in `<img src>` without a header. */
export const qrCodeLink = (app: AppContext, kind: QrKind, uuid: string) =>
  app.tokens.signLink(`/files/qr/${kind}/${uuid}.png`, app.now().getTime() + LINK_TTL_MS);

const QrParams = z.object({
  kind: z.enum(['hub', 'collector', 'trackedItem']),
  name: z.string().regex(/^[0-9a-f-]{36}\.png$/),
});
const SignedQuery = z.object({ exp: z.string(), sig: z.string() });

export const qrCodeRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/files/qr/:kind/:name',
    access: 'public',
    handle: async (req) => {
      const { kind, name } = parse(QrParams, req.params);
      if (
        !app.tokens.verifyLink(
          `/files/qr/${kind}/${name}`,
          parse(SignedQuery, req.query),
          app.now().getTime(),
        )
      )
        throw new DomainError('notFound', 'notFoundMessage');
      const uuid = name.slice(0, 36);
      if (!(await app.rows.get(QR_KINDS[kind].model, uuid)))
        throw new DomainError('notFound', 'notFoundMessage');
      const png = await QRCode.toBuffer(identityUrl(app, kind, uuid), {
        type: 'png',
        margin: 2,
        width: 256,
      });
      return { status: 200, file: { content: png, contentType: 'image/png', cacheSeconds: 3600 } };
    },
  },
];
