import type { EpcisEventsQuery, EpcisExportQuery } from '@cairn/contracts';
import type { ReadStore } from '@cairn/infra';
import { epcisDocument, errorDeclarationOf } from './epcis-document';
import { epcisEventId, type JsonObject } from './epcis-event-id';
import { epcisContext, type EpcisIdentifiers } from './epcis-identifiers';
import type { EpcisEventRow } from './epcis-events.projection';
import {
  afterPositionOf,
  matchesQuery,
  pageToken,
  rebased,
  rebasedEvent,
} from './epcis-events.filter';

/**
 * Who asks: an admin sees every hub, a hub user only its own; an API key of a receiving
 * organisation the hubs shared with it, and only their events of [from, to).
 */
export type EpcisScope =
  { hubUuid: string | null } | { sharedHubUuids: string[]; from: string; to: string };

const MODEL = 'epcisEvents';
async function rowsIn(store: ReadStore, scope: EpcisScope): Promise<EpcisEventRow[]> {
  if (!('sharedHubUuids' in scope))
    return scope.hubUuid
      ? store.findBy<EpcisEventRow>(MODEL, 'hubUuid', scope.hubUuid)
      : store.list<EpcisEventRow>(MODEL);
  const from = Date.parse(scope.from);
  const to = Date.parse(scope.to);
  const perHub = await Promise.all(
    [...new Set(scope.sharedHubUuids)].map((hub) =>
      store.findBy<EpcisEventRow>(MODEL, 'hubUuid', hub),
    ),
  );
  return perHub.flat().filter((row) => {
    const time = Date.parse(row.eventTime);
    return time >= from && time < to;
  });
}

/** The row's EPCIS event under the configured base, with its eventID and any error declaration. */
export function epcisEventOfRow(ids: EpcisIdentifiers, row: EpcisEventRow): JsonObject {
  return epcisEventsOfRow(ids, row)[0].event;
}

/** An EPCIS event answered, at its place in Cairn's global order. */
interface PlacedEvent {
  globalPosition: string;
  event: JsonObject;
}
const withEventId = (ids: EpcisIdentifiers, event: JsonObject): JsonObject => ({
  eventID: epcisEventId(event, epcisContext(ids)),
  ...event,
});

/**
 * The row's events: the original, and after a weight amendment the corrected event, which the
 * original's `errorDeclaration` (`incorrect_data`) names in `correctiveEventIDs`. A removal
 * withdraws both (`did_not_occur`).
 */
export function epcisEventsOfRow(ids: EpcisIdentifiers, row: EpcisEventRow): PlacedEvent[] {
  const original = withEventId(ids, rebasedEvent(ids, row));
  const correction = row.correction ?? null;
  const corrected = correction
    ? {
        globalPosition: correction.globalPosition,
        declarationTime: correction.declarationTime,
        event: withEventId(ids, rebased(ids, correction.event) as JsonObject),
      }
    : null;
  const declared = row.errorDeclaration;
  const at = (event: JsonObject) => ({ globalPosition: row.globalPosition, event });
  if (declared?.reason === 'did_not_occur') {
    const withdrawn = (event: JsonObject) =>
      errorDeclarationOf(event, declared.declarationTime, declared.reason);
    return [
      at(withdrawn(original)),
      ...(corrected
        ? [{ globalPosition: corrected.globalPosition, event: withdrawn(corrected.event) }]
        : []),
    ];
  }
  if (corrected) {
    const time = declared?.declarationTime ?? corrected.declarationTime;
    const correctiveEventIDs = [corrected.event.eventID as string];
    return [
      at(errorDeclarationOf(original, time, 'incorrect_data', correctiveEventIDs)),
      { globalPosition: corrected.globalPosition, event: corrected.event },
    ];
  }
  return [
    at(
      declared ? errorDeclarationOf(original, declared.declarationTime, declared.reason) : original,
    ),
  ];
}

const byPosition = (a: PlacedEvent, b: PlacedEvent): number => {
  const d = BigInt(a.globalPosition) - BigInt(b.globalPosition);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};

export interface EpcisQueryAnswer {
  document: JsonObject;
  /** The token of the next page, or null on the last one. */
  nextPageToken: string | null;
}

/** `GET /epcis/events`: a page of the events the caller may see, in Cairn's global order. */
export async function queryEpcisEvents(
  store: ReadStore,
  ids: EpcisIdentifiers,
  scope: EpcisScope,
  query: EpcisEventsQuery,
  now: Date,
): Promise<EpcisQueryAnswer | 'badToken'> {
  const after = query.nextPageToken ? afterPositionOf(query.nextPageToken) : null;
  if (query.nextPageToken && after === null) return 'badToken';
  const placed = (await rowsIn(store, scope))
    .filter((row) => matchesQuery(ids, row, query))
    .flatMap((row) => epcisEventsOfRow(ids, row))
    .filter((p) => after === null || BigInt(p.globalPosition) > after)
    .sort(byPosition);
  const page = placed.slice(0, query.perPage);
  const more = placed.length > page.length;
  return {
    document: {
      '@context': epcisContext(ids),
      type: 'EPCISQueryDocument',
      schemaVersion: '2.0',
      creationDate: now.toISOString(),
      epcisBody: {
        queryResults: {
          queryName: 'SimpleEventQuery',
          resultsBody: { eventList: page.map((p) => p.event) },
        },
      },
    },
    nextPageToken: more ? pageToken(page[page.length - 1].globalPosition) : null,
  };
}

/**
 * `GET /epcis/events/{eventID}`: the eventID depends on the configured base, so it is computed
 * for the caller's events until one matches (docs/decisions.md); null when none does.
 */
export async function epcisEventById(
  store: ReadStore,
  ids: EpcisIdentifiers,
  scope: EpcisScope,
  eventID: string,
): Promise<JsonObject | null> {
  for (const row of await rowsIn(store, scope))
    for (const { event } of epcisEventsOfRow(ids, row)) if (event.eventID === eventID) return event;
  return null;
}

/** `GET /api/admin/epcis/export`: an EPCISDocument of one hub's events of [from, to). */
export async function exportEpcisDocument(
  store: ReadStore,
  ids: EpcisIdentifiers,
  query: EpcisExportQuery,
  now: Date,
): Promise<JsonObject> {
  const rows = (await rowsIn(store, { hubUuid: query.hubUuid }))
    .filter((row) => matchesQuery(ids, row, { GE_eventTime: query.from, LT_eventTime: query.to }))
    .flatMap((row) => epcisEventsOfRow(ids, row))
    .sort(byPosition);
  return epcisDocument(
    rows.map((p) => p.event),
    ids,
    now.toISOString(),
  );
}
