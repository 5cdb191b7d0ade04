import type { JsonObject } from '../epcis/epcis-event-id';

/**
 * A UNTP Digital Traceability Event credential (UNTP DTE "working" vocabulary, data model of the
 * Jargon release 0.6.1; VC Data Model 2.0). Each EPCIS event appears in UNTP's own event shape,
 * and whole under `epcisEvent` (with its CBV 2.0 eventID and Cairn's chain position), so that a
 * reader checks the eventID from the very event Cairn answers on `GET /epcis/events`.
 */
export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const UNTP_DTE_CONTEXT = 'https://test.uncefact.org/vocabulary/untp/dte/working/';
const CBV = 'https://ref.gs1.org/cbv/';

export interface Issuer {
  did: string;
  name: string;
}
export interface StatusEntry {
  listUrl: string;
  index: number;
}

const words = (value: unknown) => (typeof value === 'string' ? value : null);
const lastSegment = (uri: string) => decodeURIComponent(uri.slice(uri.lastIndexOf('/') + 1));
const items = (epcs: unknown) =>
  Array.isArray(epcs)
    ? (epcs as string[]).map((id) => ({ type: ['Item'], id, name: 'Cairn tracked material' }))
    : undefined;
/**
 * UNTP requires a quantity in every element; a mixed load's classes go without one in EPCIS (its
 * total is `cairn:clearedWeight`), so they are left to the EPCIS event beside (docs/decisions.md).
 */
const quantities = (list: unknown) => {
  const elements = Array.isArray(list)
    ? (list as JsonObject[])
        .filter((q) => typeof q.quantity === 'number')
        .map((q) => ({
          type: ['QuantityElement'],
          productId: q.epcClass as string,
          productName: lastSegment(q.epcClass as string),
          quantity: q.quantity as number,
          ...(typeof q.uom === 'string' ? { uom: q.uom } : {}),
        }))
    : [];
  return elements.length > 0 ? elements : undefined;
};
const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null));

/** One EPCIS event (with eventID) in UNTP's event shape, the EPCIS event itself beside. */
export function untpEventOf(event: JsonObject): JsonObject {
  const type = event.type as string;
  const bizStep = words(event.bizStep);
  const disposition = words(event.disposition);
  const location = (event.bizLocation as { id?: string } | undefined)?.id;
  const firstOf = (list: unknown, key: string) =>
    Array.isArray(list) && list.length > 0 ? (list[0] as Record<string, string>)[key] : undefined;
  return defined({
    type: [type, 'Event'],
    id: event.eventID,
    processType: bizStep ?? undefined,
    eventTime: event.eventTime,
    action: words(event.action)?.toLowerCase(),
    disposition: disposition ? `${CBV}Disp-${disposition}` : undefined,
    bizStep: bizStep ? `${CBV}BizStep-${bizStep}` : undefined,
    bizLocation: location,
    epcList: items(event.epcList),
    inputEPCList: items(event.inputEPCList),
    outputEPCList: items(event.outputEPCList),
    quantityList: quantities(event.quantityList),
    inputQuantityList: quantities(event.inputQuantityList),
    outputQuantityList: quantities(event.outputQuantityList),
    ...(type === 'TransactionEvent'
      ? {
          sourceParty: firstOf(event.sourceList, 'source') ?? location,
          destinationParty: firstOf(event.destinationList, 'destination') ?? location,
          bizTransaction: `${CBV}BTT-${firstOf(event.bizTransactionList, 'type') ?? 'bol'}`,
        }
      : {}),
    epcisEvent: event,
  }) as JsonObject;
}

/** The credential (the JWS payload): the events, who issues it, where its status is read. */
export function dteCredential(input: {
  id: string;
  issuer: Issuer;
  validFrom: string;
  events: JsonObject[];
  epcisContext: unknown;
  status: StatusEntry;
}): JsonObject {
  return {
    '@context': [VC_CONTEXT, UNTP_DTE_CONTEXT],
    type: ['DigitalTraceabilityEvent', 'VerifiableCredential'],
    id: input.id,
    issuer: { type: ['CredentialIssuer'], id: input.issuer.did, name: input.issuer.name },
    validFrom: input.validFrom,
    credentialSubject: input.events.map(untpEventOf),
    credentialStatus: {
      id: `${input.status.listUrl}#${input.status.index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(input.status.index),
      statusListCredential: input.status.listUrl,
    },
    // The GS1 context under which each `epcisEvent` (and its eventID) is read.
    'cairn:epcisContext': input.epcisContext,
  } as JsonObject;
}

/** The status list credential (Bitstring Status List v1.0), itself signed like the others. */
export function statusListCredential(input: {
  listUrl: string;
  issuer: Issuer;
  validFrom: string;
  encodedList: string;
}): JsonObject {
  return {
    '@context': [VC_CONTEXT],
    id: input.listUrl,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: { id: input.issuer.did, name: input.issuer.name },
    validFrom: input.validFrom,
    credentialSubject: {
      id: `${input.listUrl}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: input.encodedList,
    },
  };
}

/** `did:web` of a base URL: host (port's colon encoded) and path segments joined by colons. */
export function didWebOf(publicUrl: string): string {
  const url = new URL(publicUrl);
  const path = url.pathname.split('/').filter(Boolean).map(encodeURIComponent);
  return ['did:web', encodeURIComponent(url.host), ...path].join(':');
}
