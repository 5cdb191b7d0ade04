import type { StoredEvent } from '@cairn/contracts';
import { defineProjection } from '../projection';
import { MATERIAL_MOVING_EVENT_TYPES, toEpcisEvent } from './cbv-mapping';
import type { JsonObject } from './epcis-event-id';
import { epcisIdentifiers } from './epcis-identifiers';
import { correctionOf, type EpcisCorrection } from './epcis-correction';

/**
 * The base the stored EPCIS events are written under. Projections are pure and the configured
 * CAIRN_ID_BASE may change, so a row holds its event under this reserved base (`.invalid` never
 * resolves) and the queries substitute the configured base and compute the eventID (docs/decisions.md).
 */
export const PLACEHOLDER_ID_BASE = 'https://cairn-id-base.invalid';
export const placeholderIds = epcisIdentifiers(PLACEHOLDER_ID_BASE);

export interface EpcisErrorDeclaration {
  declarationTime: string;
  reason: 'incorrect_data' | 'did_not_occur';
}

/** One material-moving Cairn event as EPCIS, with the fields the EPCIS query filters on. */
export interface EpcisEventRow {
  /** The Cairn event's record uuid (what a review names). */
  uuid: string;
  hubUuid: string;
  eventTime: string;
  /** EPCIS event type (ObjectEvent, TransformationEvent, ...). */
  type: string;
  bizStep: string;
  action: string | null;
  /** Every EPC the event names (epcList, input and output lists), under the placeholder base. */
  epcs: string[];
  materialUuids: string[];
  /** The quantity lists' classes, under the placeholder base. */
  epcClasses: string[];
  /** Cairn's global position (bigint as text): the order of the query's pages. */
  globalPosition: string;
  /** The EPCIS event under the placeholder base, without eventID. */
  event: JsonObject;
  errorDeclaration: EpcisErrorDeclaration | null;
  /** The latest weight amendment (absent on rows of version 3). */
  correction?: EpcisCorrection | null;
  /**
   * When a review first rejected or corrected the event (flag, removal, weight amendment): kept after
   * a later approval, since a credential that held the event stays revoked (docs/decisions.md).
   */
  correctedAt?: string | null;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const EPC_FIELDS = ['epcList', 'inputEPCList', 'outputEPCList', 'childEPCs'];
const QUANTITY_FIELDS = ['quantityList', 'inputQuantityList', 'outputQuantityList'];
const MATERIAL_PREFIX = placeholderIds.material('');

export function epcisEventRow(stored: StoredEvent): EpcisEventRow | null {
  const event = toEpcisEvent(stored, placeholderIds);
  if (!event) return null;
  const data = stored.data as { uuid: string; hubUuid: string };
  const epcs = EPC_FIELDS.flatMap((field) => strings(event[field]));
  const epcClasses = QUANTITY_FIELDS.flatMap((field) =>
    Array.isArray(event[field])
      ? (event[field] as JsonObject[]).map((q) => q.epcClass as string)
      : [],
  );
  return {
    uuid: data.uuid,
    hubUuid: data.hubUuid,
    eventTime: event.eventTime as string,
    type: event.type as string,
    bizStep: event.bizStep as string,
    action: typeof event.action === 'string' ? event.action : null,
    epcs,
    materialUuids: epcs
      .filter((epc) => epc.startsWith(MATERIAL_PREFIX))
      .map((epc) => decodeURIComponent(epc.slice(MATERIAL_PREFIX.length))),
    epcClasses: [...new Set(epcClasses)],
    globalPosition: stored.globalPosition,
    event,
    errorDeclaration: null,
    correction: null,
    correctedAt: null,
  };
}

const corrected = (row: EpcisEventRow, at: string): EpcisEventRow => ({
  ...row,
  correctedAt: row.correctedAt ?? new Date(at).toISOString(),
});

/**
 * EPCIS events (issue 34): a row per material-moving event, keyed by its record uuid so that a
 * review reaches it. An admin's Flag (or a removal) withdraws the event as an errorDeclaration;
 * a later approval restores it (the row follows Cairn's current verdict). A weight amendment
 * declares the original incorrect for good and names the corrected event (an approval keeps it).
 */
export const epcisEventsProjection = defineProjection<EpcisEventRow>()({
  name: 'epcisEvents',
  // 2: eventTime in RFC 3339 whatever the Cairn event's time was written as.
  // 3: a mixed clearance or dispatch names its material classes (an event needs a list of what moved).
  // 4: a weight amendment's corrected event (errorDeclaration with correctiveEventIDs).
  // 5: correctedAt, the first rejection or correction (the UNTP credentials' revocation).
  version: 5,
  model: {
    name: 'epcisEvents',
    fields: {
      HUB_UUID: { path: 'hubUuid', type: 'text' },
      TYPE: { path: 'type', type: 'text' },
      CREATED_AT: { path: 'eventTime', type: 'timestamp' },
    },
    sortBy: 'eventTime',
    indexes: ['hubUuid'],
  },
  handles: [
    ...MATERIAL_MOVING_EVENT_TYPES,
    'HubEventReviewed',
    'HubEventRemoved',
    'HubEventWeightAmended',
  ],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'HubEventReviewed':
        if (!row) return null;
        if (event.data.status === 'FLAGGED')
          return {
            ...corrected(row, event.data.reviewedAt),
            errorDeclaration: {
              declarationTime: new Date(event.data.reviewedAt).toISOString(),
              reason: 'incorrect_data',
            },
          };
        // A machine's suspicion (AUTO_FLAGGED) withdraws nothing; an approval clears a flag.
        return event.data.status === 'AUTO_FLAGGED' ? row : { ...row, errorDeclaration: null };
      case 'HubEventWeightAmended':
        // Every amendment corrects the original as registered; the latest one stands.
        // It also revokes the UNTP credentials that held the original (correctedAt).
        return row
          ? { ...corrected(row, event.data.at), correction: correctionOf(row.event, event) }
          : null;
      case 'HubEventRemoved':
        if (!row) return null;
        return {
          ...corrected(row, event.data.at),
          errorDeclaration: {
            declarationTime: new Date(event.data.at).toISOString(),
            reason: 'did_not_occur',
          },
        };
      default:
        // A record is registered once; a second event under the same uuid would be a second row's.
        return row ?? epcisEventRow(event as StoredEvent);
    }
  },
});
