import type { ReadStore } from '@cairn/infra';
import type { JsonObject } from '../epcis/epcis-event-id';
import type { EpcisEventRow } from '../epcis/epcis-events.projection';
import { epcisEventOfRow } from '../epcis/epcis-events.queries';
import type { EpcisIdentifiers } from '../epcis/epcis-identifiers';
import { encodeStatusList, statusListLength } from './status-list';

const MODEL = 'epcisEvents';

/**
 * A credential's status index is the global position of the Cairn event it is made of: unique,
 * fixed once written, and the same on every issue (docs/decisions.md).
 */
export const statusIndexOf = (row: EpcisEventRow): number => Number(row.globalPosition);

/** The EPCIS row of one Cairn record of the given event type, or null. */
export async function epcisRowOf(
  store: ReadStore,
  uuid: string,
  eventTypes: readonly string[],
): Promise<EpcisEventRow | null> {
  const row = await store.get<EpcisEventRow>(MODEL, uuid);
  return row && eventTypes.includes(row.event['cairn:eventType'] as string) ? row : null;
}

/** The revocation list: the bits of every credential whose event a review rejected or corrected. */
export async function revocationList(store: ReadStore): Promise<string> {
  const rows = await store.list<EpcisEventRow>(MODEL);
  const highest = rows.reduce((max, row) => Math.max(max, statusIndexOf(row)), 0);
  const revoked = rows.filter((row) => row.correctedAt).map(statusIndexOf);
  return encodeStatusList(revoked, statusListLength(highest));
}

/** The rows naming a tracked material (its registration, moves, grading, certificates). */
export async function rowsOfMaterial(store: ReadStore, materialUuid: string) {
  return (await store.list<EpcisEventRow>(MODEL)).filter((row) =>
    row.materialUuids.includes(materialUuid),
  );
}

export interface PublicStep {
  date: string;
  step: string;
  epcisEventType: string;
  hub: { id: string; name: string | null };
  eventID: string;
  globalPosition: string;
  withdrawn: boolean;
}

export interface PublicSummary {
  id: string;
  kind: 'clearance' | 'certificate' | 'record' | 'trackedItem';
  material: string[];
  mass: { value: number; unit: 'KGM' | 'LTR' }[];
  period: { from: string; to: string };
  chainOfCustody: PublicStep[];
  /** The rows summarised, for the status and chain checks. */
  rows: EpcisEventRow[];
}

const lastSegment = (uri: string) => decodeURIComponent(uri.slice(uri.lastIndexOf('/') + 1));

/** What moved: the quantity lists' classes and weights (a mixed clearance's total is Cairn's field). */
function massOf(event: JsonObject) {
  const cleared = event['cairn:clearedWeight'] as Record<string, unknown> | undefined;
  const lists = ['quantityList', 'inputQuantityList', 'outputQuantityList'].flatMap((field) =>
    Array.isArray(event[field]) ? (event[field] as JsonObject[]) : [],
  );
  const material = lists.map((q) => lastSegment(q.epcClass as string));
  const mass = cleared
    ? [{ value: cleared['cairn:value'] as number, uom: cleared['cairn:uom'] as string }]
    : lists
        .filter((q) => typeof q.quantity === 'number')
        .map((q) => ({
          value: q.quantity as number,
          uom: q.uom as string,
        }));
  return {
    material,
    mass: mass.map((m) => ({ value: m.value, unit: m.uom === 'LTR' ? 'LTR' : 'KGM' }) as const),
  };
}

/**
 * The public summary of a record or tracked item: material, mass, period, and the chain of custody
 * as hubs and steps with dates. Nothing personal: no parties, collectors, users or pictures.
 */
export async function publicSummary(
  store: ReadStore,
  ids: EpcisIdentifiers,
  id: string,
): Promise<PublicSummary | null> {
  const own = await store.get<EpcisEventRow>(MODEL, id);
  const cairnType = own?.event['cairn:eventType'];
  const ownOnly = cairnType === 'ClearanceWeighed' || cairnType === 'MaterialCertificateAdded';
  // A registration's uuid is its material's: the tracked item's whole chain, not the one record.
  const ofMaterial = ownOnly ? [] : await rowsOfMaterial(store, id);
  const rows = ofMaterial.length > 0 ? ofMaterial : own ? [own] : [];
  if (rows.length === 0) return null;
  rows.sort((a, b) => (BigInt(a.globalPosition) < BigInt(b.globalPosition) ? -1 : 1));
  const hubs = await store.getMany<{ name: string }>('hubs', [
    ...new Set(rows.map((r) => r.hubUuid)),
  ]);
  const events = rows.map((row) => ({ row, event: epcisEventOfRow(ids, row) }));
  // The summary's mass: the record's own, or for a tracked item its first registration's.
  const measured = massOf(events[0].event);
  const times = rows.map((r) => r.eventTime).sort();
  return {
    id,
    kind:
      ofMaterial.length > 0
        ? 'trackedItem'
        : cairnType === 'ClearanceWeighed'
          ? 'clearance'
          : cairnType === 'MaterialCertificateAdded'
            ? 'certificate'
            : 'record',
    material: [...new Set(events.flatMap(({ event }) => massOf(event).material))],
    mass: measured.mass,
    period: { from: times[0], to: times[times.length - 1] },
    chainOfCustody: events.map(({ row, event }) => ({
      date: row.eventTime,
      step: row.bizStep,
      epcisEventType: row.type,
      hub: { id: ids.hub(row.hubUuid), name: hubs.get(row.hubUuid)?.name ?? null },
      eventID: event.eventID as string,
      globalPosition: row.globalPosition,
      withdrawn: row.errorDeclaration !== null,
    })),
    rows,
  };
}
