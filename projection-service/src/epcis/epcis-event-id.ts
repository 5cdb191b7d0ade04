import { createHash } from 'node:crypto';
import { cbvUri, type CbvVocabulary } from './cbv-vocabulary';

/**
 * The CBV 2.0 hash-based event ID (CBV 2.0 §8.9; the algorithm of the GS1 "EPCIS event hash
 * generator"): a canonical pre-hash string of the event, its SHA-256 as `ni:///sha-256;…?ver=CBV2.0`.
 * Anyone recomputes it from the event alone; the tests check it against epcis2.js, which Cairn did
 * not write. Cairn's events carry HTTP URIs only, so EPC URNs (which the algorithm first turns into
 * GS1 Digital Links) and sensor elements are refused rather than hashed differently.
 */
export type JsonLdContext = string | Record<string, string> | (string | Record<string, string>)[];
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const EVENT_ORDER = [
  'type',
  'eventTime',
  'eventTimeZoneOffset',
  'certificationInfo',
  'epcList',
  'parentID',
  'inputEPCList',
  'childEPCs',
  'quantityList',
  'childQuantityList',
  'inputQuantityList',
  'outputEPCList',
  'outputQuantityList',
  'action',
  'transformationID',
  'bizStep',
  'disposition',
  'persistentDisposition',
  'readPoint',
  'bizLocation',
  'bizTransactionList',
  'sourceList',
  'destinationList',
  'sensorElementList',
  'ilmd',
];
const IGNORED = new Set(['recordTime', 'eventID', 'errorDeclaration', '@context']);
const EPC_LISTS = new Set(['epcList', 'childEPCs', 'inputEPCList', 'outputEPCList']);
const QUANTITY_LISTS = new Set([
  'quantityList',
  'childQuantityList',
  'inputQuantityList',
  'outputQuantityList',
]);
/** The members of each list of pairs: their canonical order, and the CBV vocabulary of their type. */
const PAIR_LISTS: Record<string, { member: string; order: string[]; vocabulary: CbvVocabulary }> = {
  bizTransactionList: {
    member: 'bizTransaction',
    order: ['type', 'bizTransaction'],
    vocabulary: 'bizTransactionType',
  },
  sourceList: { member: 'source', order: ['type', 'source'], vocabulary: 'sourceDestType' },
  destinationList: {
    member: 'destination',
    order: ['type', 'destination'],
    vocabulary: 'sourceDestType',
  },
};
const DEFAULT_NAMESPACES: Record<string, string> = {
  epcis: 'https://ref.gs1.org/epcis/',
  cbv: 'https://ref.gs1.org/cbv/',
  cbvmda: 'urn:epcglobal:cbv:mda:',
  gs1: 'https://gs1.org/voc/',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  owl: 'http://www.w3.org/2002/07/owl#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  dcterms: 'http://purl.org/dc/terms/',
};

export function epcisEventId(event: JsonObject, context: JsonLdContext): string {
  const digest = createHash('sha256').update(epcisPreHash(event, context)).digest('hex');
  return `ni:///sha-256;${digest}?ver=CBV2.0`;
}

export function epcisPreHash(event: JsonObject, context: JsonLdContext): string {
  const namespaces = { ...namespacesOf(context), ...xmlNamespacesIn(event) };
  const { preHash, extensions } = ordered(event, EVENT_ORDER, namespaces, true);
  return preHash + sorted(extensions);
}

function namespacesOf(context: JsonLdContext): Record<string, string> {
  const entries = Array.isArray(context) ? context : [context];
  const namespaces: Record<string, string> = { ...DEFAULT_NAMESPACES };
  for (const entry of entries) if (typeof entry !== 'string') Object.assign(namespaces, entry);
  return namespaces;
}

/** An event converted from XML may declare its namespaces inside itself (`"@xmlns:ex": "uri"`). */
function xmlNamespacesIn(value: Json): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  const namespaces: Record<string, string> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'object') Object.assign(namespaces, xmlNamespacesIn(inner));
    else if (key.startsWith('@xmlns:')) namespaces[key.slice('@xmlns:'.length)] = String(inner);
  }
  return namespaces;
}

const sorted = (parts: string[]) => [...parts].sort().join('');

/** The standard fields in their order, then the others (extensions) apart, to be sorted by the caller. */
function ordered(object: JsonObject, order: string[], ns: Record<string, string>, root = false) {
  let preHash = '';
  const extensions: string[] = [];
  for (const key of order) {
    if (!(key in object)) continue;
    const value = object[key];
    if (key === 'sensorElementList' || key === 'certificationInfo' || key === 'ilmd')
      throw new Error(`${key} is not hashed by Cairn: its events carry none`);
    if (Array.isArray(value)) {
      const list = listPreHash(key, value, ns);
      preHash += list.preHash;
      extensions.push(...list.extensions);
    } else if (key === 'readPoint' || key === 'bizLocation') {
      const inner = ordered(asObject(value), ['id'], ns);
      preHash += key + inner.preHash;
      if (inner.extensions.length) extensions.push(key + sorted(inner.extensions));
    } else if (key === 'bizStep' || key === 'disposition') {
      preHash += field(key, cbvUri(key, String(value)));
    } else if (key === 'persistentDisposition') {
      preHash += key + persistentDisposition(asObject(value));
    } else {
      preHash += field(key === 'type' && root ? 'eventType' : key, value);
    }
  }
  for (const [key, value] of Object.entries(object)) {
    if (order.includes(key) || IGNORED.has(key)) continue;
    extensions.push(extension(key, value, ns));
  }
  return { preHash, extensions };
}

function listPreHash(key: string, list: Json[], ns: Record<string, string>) {
  const extensions: string[] = [];
  if (list.length === 0) return { preHash: '', extensions };
  let parts: string[];
  if (EPC_LISTS.has(key)) parts = list.map((epc) => field('epc', epc));
  else if (QUANTITY_LISTS.has(key))
    parts = list.map((element) => {
      const inner = ordered(asObject(element), ['epcClass', 'quantity', 'uom'], ns);
      extensions.push(...inner.extensions.map((e) => `quantityElement${e}`));
      return `quantityElement${inner.preHash}`;
    });
  else if (key in PAIR_LISTS) {
    const { member, order, vocabulary } = PAIR_LISTS[key];
    parts = list.map((element) => {
      const pair = asObject(element);
      const typed =
        'type' in pair ? { ...pair, type: cbvUri(vocabulary, String(pair.type)) } : pair;
      const inner = ordered(typed, order, ns);
      extensions.push(...inner.extensions.map((e) => member + e));
      return inner.preHash;
    });
  } else return { preHash: '', extensions: list.map((item) => extension(key, item, ns)) };
  return { preHash: key + sorted(parts), extensions };
}

function persistentDisposition(value: JsonObject): string {
  return ['set', 'unset']
    .map((key) => {
      const words = (value[key] as Json[] | undefined) ?? [];
      return sorted(words.map((word) => field(key, cbvUri('disposition', String(word)))));
    })
    .join('');
}

/** A field outside the standard's: its namespace prefix written out as `{uri}`, children sorted. */
function extension(key: string, value: Json, ns: Record<string, string>): string {
  if (key === 'rdfs:comment' || key.startsWith('@xmlns')) return '';
  let name = key;
  const [prefix] = key.split(':');
  if (key.includes(':')) {
    if (!(prefix in ns)) throw new Error(`The context does not define the prefix of ${key}`);
    name = key.replace(`${prefix}:`, `{${ns[prefix]}}`);
  } else if (key.startsWith('#')) return `=${String(value)}`;
  if (Array.isArray(value))
    return sorted(
      value.map((item) => (isObject(item) ? name + children(item, ns) : field(name, item))),
    );
  if (isObject(value)) return name + children(value, ns);
  return field(name, value);
}

function children(object: JsonObject, ns: Record<string, string>): string {
  return sorted(Object.entries(object).map(([key, value]) => extension(key, value, ns)));
}

function field(name: string, raw: Json): string {
  if (typeof raw === 'string' && raw.trim().startsWith('urn:epc:'))
    throw new Error(`EPC URNs are not hashed by Cairn (${raw}): it names things by HTTP URIs`);
  return `${name}=${normalised(raw)}`;
}

/** The value rules of the algorithm: trimmed, times in UTC to the millisecond, no needless zeros. */
function normalised(raw: Json): string {
  if (typeof raw !== 'string') return String(raw);
  const value = raw.trim();
  if (isDate(value)) return new Date(hasOffset(value) ? value : `${value}Z`).toISOString();
  if (/^[\d.]+$/.test(value)) return withoutNeedlessZeros(value);
  return value;
}

// The same test the reference implementations make, so that both hash the same strings as times.
const isDate = (value: string) =>
  Number.isNaN(Number(value)) && !Number.isNaN(Date.parse(value)) && value.length > 17;
const hasOffset = (value: string) => value.endsWith('Z') || /[+-]\d\d:\d\d$/.test(value);

function withoutNeedlessZeros(value: string): string {
  let result = value;
  while (result.startsWith('0') && result.length > 2) result = result.slice(1);
  while (result.endsWith('0') && result.includes('.') && result.length > 3)
    result = result.slice(0, -1);
  return result.endsWith('.') ? result.slice(0, -1) : result;
}

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function asObject(value: Json): JsonObject {
  if (!isObject(value)) throw new Error(`Expected an object, got ${JSON.stringify(value)}`);
  return value;
}
