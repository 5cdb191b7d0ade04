import { ADMIN_AREA_ROLES, type EpcisEventsQuery, type EpcisExportQuery } from '@cairn/contracts';
import {
  epcisContext,
  epcisEventById,
  epcisIdentifiers,
  exportEpcisDocument,
  queryEpcisEvents,
  type EpcisScope,
} from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { forbidden, invalid, notFound } from '../command-handling/domain-error';
import type { AuthUser } from '../http/access';
import type { ApiAnswer } from '../http/route-registry';
import { scopeOfApiKey } from './api-key.handlers';

/** The EPCIS 2.0 REST binding's version headers, on every answer of the query interface. */
const EPCIS_HEADERS = { 'GS1-EPCIS-Version': '2.0.0', 'GS1-CBV-Version': '2.0.0' };
const ldJson = (body: unknown, headers: Record<string, string> = {}): ApiAnswer => ({
  status: 200,
  file: { content: JSON.stringify(body), contentType: 'application/ld+json', noStore: true },
  headers: { ...EPCIS_HEADERS, ...headers },
});

/** Who reads: a signed-in user, or a receiving organisation by its API key. */
export type EpcisCaller = { user: AuthUser } | { apiKey: string };

/**
 * Admins (and analysts) read every hub's events; a hub's users their own hub's; an API key the
 * hubs and period shared with its organisation.
 */
async function scopeOf(app: AppContext, caller: EpcisCaller): Promise<EpcisScope> {
  if ('apiKey' in caller) return scopeOfApiKey(app, caller.apiKey);
  const { user } = caller;
  if (ADMIN_AREA_ROLES.includes(user.role)) return { hubUuid: null };
  if (user.hubUuid) return { hubUuid: user.hubUuid };
  throw forbidden();
}

/** The query string of the next page: the caller's own parameters with the new token. */
function nextPageUrl(app: AppContext, raw: Record<string, unknown>, token: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw))
    if (key !== 'nextPageToken')
      for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  params.set('nextPageToken', token);
  return `${app.config.publicUrl}/epcis/events?${params.toString()}`;
}

/** `GET /epcis/events`: a page of EPCIS events; the next page's URL in `Link` (rel="next"). */
export async function epcisEvents(
  app: AppContext,
  caller: EpcisCaller,
  query: EpcisEventsQuery,
  raw: Record<string, unknown>,
): Promise<ApiAnswer> {
  const ids = epcisIdentifiers(app.config.idBase);
  const answer = await queryEpcisEvents(
    app.rows,
    ids,
    await scopeOf(app, caller),
    query,
    app.now(),
  );
  if (answer === 'badToken') throw invalid({ nextPageToken: 'validationInvalid' });
  const next = answer.nextPageToken;
  return ldJson(
    answer.document,
    next ? { Link: `<${nextPageUrl(app, raw, next)}>; rel="next"` } : {},
  );
}

/** `GET /epcis/events/{eventID}`: one event the caller may see, or 404 (another hub's too). */
export async function epcisEvent(app: AppContext, caller: EpcisCaller, eventID: string) {
  const ids = epcisIdentifiers(app.config.idBase);
  const event = await epcisEventById(app.rows, ids, await scopeOf(app, caller), eventID);
  if (!event) throw notFound();
  // A single event stands alone in JSON-LD: it carries the context its terms need.
  return ldJson({ '@context': epcisContext(ids), ...event });
}

/** `GET /api/admin/epcis/export`: one hub's period as an EPCISDocument download. */
export async function epcisExport(app: AppContext, query: EpcisExportQuery): Promise<ApiAnswer> {
  const ids = epcisIdentifiers(app.config.idBase);
  const document = await exportEpcisDocument(app.rows, ids, query, app.now());
  const day = (iso: string) => new Date(iso).toISOString().slice(0, 10);
  return {
    status: 200,
    file: {
      content: JSON.stringify(document),
      contentType: 'application/ld+json',
      fileName: `epcis-${query.hubUuid}-${day(query.from)}-${day(query.to)}.jsonld`,
      noStore: true,
    },
    headers: EPCIS_HEADERS,
  };
}
