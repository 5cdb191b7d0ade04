import type { EpcisEventsQuery, EpcisExportQuery } from '@cairn/contracts';
import type { ReadStore } from '@cairn/infra';
import { epcisDocument, errorDeclarationOf } from './epcis-document';
import { epcisEventId, type JsonObject } from './epcis-event-id';
import { epcisContext, type EpcisIdentifiers } from './epcis-identifiers';
import type { EpcisEventRow } from './epcis-events.projection';
import {
  afterPositionOf,
  byGlobalPosition,
  matchesQuery,
  pageToken,
  rebasedEvent,
} from './epcis-events.filter';

/** Who asks: an admin sees every hub, a hub user only its own. */
export type EpcisScope = { hubUuid: string | null };

const MODEL = 'epcisEvents';
const rowsIn = (store: ReadStore, scope: EpcisScope) =>
  scope.hubUuid
    ? store.findBy<EpcisEventRow>(MODEL, 'hubUuid', scope.hubUuid)
    : store.list<EpcisEventRow>(MODEL);

/** The row's EPCIS event under the configured base, with its eventID and any error declaration. */
export function epcisEventOfRow(ids: EpcisIdentifiers, row: EpcisEventRow): JsonObject {
  const event = rebasedEvent(ids, row);
  const withId = { eventID: epcisEventId(event, epcisContext(ids)), ...event };
  const declared = row.errorDeclaration;
  return declared ? errorDeclarationOf(withId, declared.declarationTime, declared.reason) : withId;
}

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
  const rows = (await rowsIn(store, scope))
    .filter((row) => after === null || BigInt(row.globalPosition) > after)
    .filter((row) => matchesQuery(ids, row, query))
    .sort(byGlobalPosition);
  const page = rows.slice(0, query.perPage);
  const more = rows.length > page.length;
  return {
    document: {
      '@context': epcisContext(ids),
      type: 'EPCISQueryDocument',
      schemaVersion: '2.0',
      creationDate: now.toISOString(),
      epcisBody: {
        queryResults: {
          queryName: 'SimpleEventQuery',
          resultsBody: { eventList: page.map((row) => epcisEventOfRow(ids, row)) },
        },
      },
    },
    nextPageToken: more ? pageToken(page[page.length - 1]) : null,
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
  for (const row of await rowsIn(store, scope)) {
    const event = epcisEventOfRow(ids, row);
    if (event.eventID === eventID) return event;
  }
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
    .sort(byGlobalPosition);
  return epcisDocument(
    rows.map((row) => epcisEventOfRow(ids, row)),
    ids,
    now.toISOString(),
  );
}
