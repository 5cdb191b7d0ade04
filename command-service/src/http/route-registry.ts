import type { Request, RequestHandler, Router } from 'express';
import { TIME_ZONE_HEADER, isTimeZone } from '@cairn/contracts';
import type { Access, AuthUser } from './access';
import { allows } from './access';
import { DomainError, invalid } from '../command-handling/domain-error';
import { withKeyedIds } from '../command-handling/command-ids';
import { requestViewer } from './request-viewer';

/** The caller a route's access rule lets through: a hub route's user always has a hub. */
export type HubUser = AuthUser & { hubUuid: string };
export type UserOf<A extends Access> = A extends 'public'
  ? AuthUser | null
  : A extends 'hub'
    ? HubUser
    : AuthUser;

export interface ApiRequest<User extends AuthUser | null = AuthUser | null> {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  file?: { buffer: Buffer; originalname: string; mimetype: string; size: number };
  user: User;
  /** The Idempotency-Key header, or a fresh id. */
  commandId: string;
  /** True when commandId is a fresh id (no Idempotency-Key). */
  freshCommandId: boolean;
  /** The caller's IANA time zone from the time-zone header (Document 1 §7), or null when absent or unknown. */
  timeZone: string | null;
  ip: string;
  /** The `x-api-key` header on a route open to API keys (`apiKey: true`) called without a token; else null. */
  apiKey: string | null;
  /** The Accept header (a page that also answers JSON, e.g. /verify); absent where not given. */
  accept?: string;
}
export type ApiAnswer = (
  | { status: number; body?: unknown }
  | {
      status: number;
      file: {
        content: Buffer | string;
        contentType: string;
        fileName?: string;
        cacheSeconds?: number;
        /** Personal files: `cache-control: no-store`, kept in no cache. */
        noStore?: boolean;
      };
    }
) & {
  /** Response headers beside the body (e.g. EPCIS paging's Link). */
  headers?: Record<string, string>;
};
interface RouteSpecFor<A extends Access> {
  method: 'get' | 'post';
  path: string;
  access: A;
  /** A POST that records nothing (an export, a search, a snapshot): analysts may call it as they call GETs. */
  readOnly?: boolean;
  /** Open to an account whose emailed first password must be changed (everything else answers 403 until then). */
  whilePasswordChangeRequired?: boolean;
  /**
   * Also open to a caller without a token who presents `x-api-key` (EPCIS, issue 34): the handler
   * then gets `apiKey` and no user, and must check the key itself.
   */
  apiKey?: boolean;
  /** Extra middleware that must run before parsing (multipart uploads). */
  before?: RequestHandler[];
  handle(req: ApiRequest<UserOf<A>>): Promise<ApiAnswer>;
}
export type HubRequest = ApiRequest<HubUser>;
export type RouteHandler<A extends Access> = RouteSpecFor<A>['handle'];
/** A route: its `handle` sees the user its access rule admits (`allows`), typed so. */
export type RouteSpec = { [A in Access]: RouteSpecFor<A> }[Access];

/** Every route of the API, with its access rule: the access tests are generated from this list. */
export const ROUTES: RouteSpec[] = [];

/**
 * A body the `before` middleware cannot read (a multipart request without a boundary, cut short, with
 * a broken part) is bad input, not a failure of ours: 400. Its limits keep their own answers (413).
 */
const refusingUnreadableBodies =
  (middleware: RequestHandler): RequestHandler =>
  (req, res, next) =>
    middleware(req, res, (error?: unknown) => {
      const code = (error as { code?: unknown } | undefined)?.code;
      if (
        !error ||
        error instanceof DomainError ||
        (typeof code === 'string' && code.startsWith('LIMIT_'))
      )
        return next(error);
      next(invalid({ file: 'validationInvalid' }));
    });

export type Authenticate = (req: Request) => Promise<AuthUser | null>;

export const mount = (
  router: Router,
  specs: RouteSpec[],
  authenticate: Authenticate,
  newId: () => string,
) => {
  for (const spec of specs) {
    if (!ROUTES.some((r) => r.method === spec.method && r.path === spec.path)) ROUTES.push(spec);
    router[spec.method](
      spec.path,
      ...(spec.before ?? []).map(refusingUnreadableBodies),
      async (req, res) => {
        const user = await authenticate(req);
        const apiKey = spec.apiKey && !user ? (req.header('x-api-key') ?? null) : null;
        const verdict = apiKey !== null ? 'ok' : allows(spec, user);
        if (verdict === 401) throw new DomainError('unauthenticated', 'apiErrorUnauthorized');
        if (verdict === 403) throw new DomainError('forbidden', 'apiErrorForbidden');
        if (user?.mustChangePassword && !spec.whilePasswordChangeRequired)
          throw new DomainError('forbidden', 'passwordChangeRequired');
        const key = req.header('idempotency-key');
        // A key that cannot be kept must not be dropped silently: its retries would append again.
        if (key && key.length > 200)
          throw invalid({ 'Idempotency-Key': 'validationExceedsMaxLength' });
        const commandId = key ? `${user?.uuid ?? 'anon'}:${key}` : newId();
        // Under a key, the ids the handler mints are the key's: a replay answers the records the first run made.
        const timeZone = req.header(TIME_ZONE_HEADER);
        // `allows` just admitted this user for this access rule: the one place that makes the
        // route's typed user (UserOf) true.
        const handle = spec.handle as (req: ApiRequest) => Promise<ApiAnswer>;
        const answer = await requestViewer.run(user, () =>
          withKeyedIds(key ? commandId : null, () =>
            handle({
              params: req.params as Record<string, string>,
              query: req.query as Record<string, unknown>,
              body: req.body,
              file: req.file,
              user,
              commandId,
              freshCommandId: !key,
              timeZone: timeZone && isTimeZone(timeZone) ? timeZone : null,
              ip: req.ip ?? '',
              apiKey,
              accept: req.header('accept') ?? undefined,
            }),
          ),
        );
        if (answer.headers) res.set(answer.headers);
        if ('file' in answer) {
          res.status(answer.status).type(answer.file.contentType);
          // Plain names are always quoted (`filename="x.csv"`), the form the spec's downloads show.
          const name = answer.file.fileName;
          if (name && /^[\w.-]+$/.test(name))
            res.setHeader('content-disposition', `attachment; filename="${name}"`);
          else if (name) res.attachment(name);
          if (answer.file.noStore) res.setHeader('cache-control', 'no-store');
          else if (answer.file.cacheSeconds)
            res.setHeader('cache-control', `private, max-age=${answer.file.cacheSeconds}`);
          res.send(answer.file.content);
        } else if (answer.body === undefined) {
          res.status(answer.status).end();
        } else {
          res.status(answer.status).json(answer.body);
        }
      },
    );
  }
};
