import type { StoredEvent } from '@cairn/contracts';
import { toEpcisEvent } from './cbv-mapping';
import { epcisEventId, type JsonObject } from './epcis-event-id';
import { epcisContext, type EpcisIdentifiers } from './epcis-identifiers';

/** A Cairn event as EPCIS with its hash-based eventID, or null for one that moves no material. */
export function epcisEventOf(event: StoredEvent, ids: EpcisIdentifiers): JsonObject | null {
  const epcis = toEpcisEvent(event, ids);
  if (!epcis) return null;
  return { eventID: epcisEventId(epcis, epcisContext(ids)), ...epcis };
}

/**
 * The error declaration of an event a review rejected (EPCIS 2.0 §7.4.1.3): the same event with
 * `errorDeclaration`, so the same eventID (the hash leaves that field out) names what it withdraws.
 */
export function errorDeclarationOf(
  original: JsonObject,
  declarationTime: string,
  reason: 'incorrect_data' | 'did_not_occur',
  correctiveEventIDs: string[] = [],
): JsonObject {
  return {
    ...original,
    errorDeclaration: {
      declarationTime,
      reason,
      ...(correctiveEventIDs.length ? { correctiveEventIDs } : {}),
    },
  };
}

/** An EPCISDocument of events (the bulk export), dated by the caller. */
export function epcisDocument(
  events: JsonObject[],
  ids: EpcisIdentifiers,
  creationDate: string,
): JsonObject {
  return {
    '@context': epcisContext(ids),
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate,
    epcisBody: { eventList: events },
  };
}
