import type { EpcisEventsQuery } from '@cairn/contracts';
import type { Json, JsonObject } from './epcis-event-id';
import type { EpcisIdentifiers } from './epcis-identifiers';
import { PLACEHOLDER_ID_BASE, placeholderIds, type EpcisEventRow } from './epcis-events.projection';

const BIZ_STEP_URI = 'https://ref.gs1.org/cbv/BizStep-';
const bareBizStep = (value: string) =>
  value.startsWith(BIZ_STEP_URI) ? value.slice(BIZ_STEP_URI.length) : value;

/** A URI under the configured base as the rows store it (under the placeholder base); others stay. */
export const toStoredUri = (ids: EpcisIdentifiers, uri: string): string =>
  uri.startsWith(`${ids.base}/`) ? PLACEHOLDER_ID_BASE + uri.slice(ids.base.length) : uri;

/** The row's event with every placeholder URI under the configured base. */
export const rebased = (ids: EpcisIdentifiers, value: Json): Json => {
  if (typeof value === 'string')
    return value.startsWith(`${PLACEHOLDER_ID_BASE}/`)
      ? ids.base + value.slice(PLACEHOLDER_ID_BASE.length)
      : value;
  if (Array.isArray(value)) return value.map((v) => rebased(ids, v));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rebased(ids, v)]));
  return value;
};
export const rebasedEvent = (ids: EpcisIdentifiers, row: EpcisEventRow): JsonObject =>
  rebased(ids, row.event) as JsonObject;

/** The standard's MATCH_ semantics: an exact URI, or a pattern ending in `*` as a prefix. */
const matches = (patterns: string[], values: string[]) =>
  patterns.some((pattern) =>
    pattern.endsWith('*')
      ? values.some((value) => value.startsWith(pattern.slice(0, -1)))
      : values.includes(pattern),
  );

export type EpcisFilter = Omit<EpcisEventsQuery, 'perPage' | 'nextPageToken'>;

/** Whether a row answers the query's filters (SimpleEventQuery: every given parameter must hold). */
export function matchesQuery(ids: EpcisIdentifiers, row: EpcisEventRow, q: EpcisFilter): boolean {
  const stored = (uris: string[] | undefined) => uris?.map((uri) => toStoredUri(ids, uri));
  const time = Date.parse(row.eventTime);
  const checks: (boolean | undefined)[] = [
    q.GE_eventTime === undefined || time >= Date.parse(q.GE_eventTime),
    q.LT_eventTime === undefined || time < Date.parse(q.LT_eventTime),
    !q.EQ_bizStep || q.EQ_bizStep.map(bareBizStep).includes(row.bizStep),
    !q.EQ_bizLocation || stored(q.EQ_bizLocation)?.includes(placeholderIds.hub(row.hubUuid)),
    !q.MATCH_anyEPC || matches(stored(q.MATCH_anyEPC) ?? [], row.epcs),
    !q.MATCH_epcClass || matches(stored(q.MATCH_epcClass) ?? [], row.epcClasses),
    !q.EQ_action || (row.action !== null && (q.EQ_action as string[]).includes(row.action)),
    !q.eventType || (q.eventType as string[]).includes(row.type),
  ];
  return checks.every(Boolean);
}

/** The opaque page token: the global position of the last event of the page before. */
export const pageToken = (globalPosition: string): string =>
  Buffer.from(`after:${globalPosition}`).toString('base64url');
export function afterPositionOf(token: string): bigint | null {
  const match = /^after:(\d{1,30})$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  return match ? BigInt(match[1]) : null;
}
