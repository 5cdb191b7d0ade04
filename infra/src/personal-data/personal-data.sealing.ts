import {
  COLLECTOR_PERSONAL_FIELDS,
  ERASED,
  USER_PERSONAL_FIELDS,
  type DomainEvent,
} from '@cairn/contracts';
import {
  isSealed,
  sealValue,
  subjectOf,
  unsealValue,
  type SealedValue,
} from './personal-data.crypto';

type Data = Record<string, unknown>;
/** One object of an event's data holding a person's fields. */
interface Holder {
  subject: string;
  object: Data;
  fields: readonly string[];
}

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every object in the data that names a user (a `uuid` beside a user's name, e-mail or phone). */
const userHolders = (value: unknown, found: Holder[]): Holder[] => {
  if (Array.isArray(value)) value.forEach((item) => userHolders(item, found));
  else if (isObject(value)) {
    if (typeof value.uuid === 'string' && USER_PERSONAL_FIELDS.some((f) => f in value))
      found.push({ subject: value.uuid, object: value, fields: USER_PERSONAL_FIELDS });
    for (const child of Object.values(value))
      if (typeof child === 'object') userHolders(child, found);
  }
  return found;
};

/**
 * Where an event holds personal fields, and whose (issue 33): a collector's identity on
 * CollectorDefined, a user's claims, and every object naming a user (the user's own events,
 * and the `createdBy` actors of records).
 */
export const holdersOf = (type: string, data: Data): Holder[] => {
  switch (type) {
    case 'CollectorDefined':
      return [{ subject: String(data.uuid), object: data, fields: COLLECTOR_PERSONAL_FIELDS }];
    case 'UserEmailClaimed':
      return [{ subject: String(data.userUuid), object: data, fields: ['email'] }];
    case 'UserPhoneClaimed':
      return [{ subject: String(data.userUuid), object: data, fields: ['phoneNumber'] }];
    default:
      return userHolders(data, []);
  }
};

/** The subjects whose keys sealing this event needs. */
export const subjectsToSeal = (event: Pick<DomainEvent, 'type' | 'data'>): string[] =>
  holdersOf(event.type, event.data as Data).map((h) => h.subject);

/**
 * The event's data with each personal field sealed under its subject's key (nulls stay null:
 * nothing personal). An erased subject's new fields are not kept: they are written as ERASED.
 */
export const sealEvent = <E extends Pick<DomainEvent, 'type' | 'data'>>(
  event: E,
  keys: Map<string, Buffer | null>,
): E => {
  const data = structuredClone(event.data) as Data;
  for (const { subject, object, fields } of holdersOf(event.type, data)) {
    const key = keys.get(subject) ?? null;
    for (const field of fields) {
      const value = object[field];
      if (value === null || value === undefined || isSealed(value)) continue;
      object[field] = key ? sealValue(key, subject, value) : ERASED;
    }
  }
  return { ...event, data };
};

/** The subjects of every sealed value in the data. */
export const sealedSubjects = (value: unknown, found: Set<string> = new Set()): Set<string> => {
  if (isSealed(value)) found.add(subjectOf(value));
  else if (Array.isArray(value)) value.forEach((item) => sealedSubjects(item, found));
  else if (isObject(value)) for (const child of Object.values(value)) sealedSubjects(child, found);
  return found;
};

/** The data with every sealed value opened; a value whose key is gone (erased) reads ERASED. */
export const unsealData = (value: unknown, keys: Map<string, Buffer | null>): unknown => {
  if (isSealed(value)) return open(value, keys.get(subjectOf(value)) ?? null);
  if (Array.isArray(value)) return value.map((item) => unsealData(item, keys));
  if (isObject(value)) {
    let copy: Data | null = null;
    for (const [name, child] of Object.entries(value)) {
      if (typeof child !== 'object' || child === null) continue;
      const opened = unsealData(child, keys);
      if (opened !== child) (copy ??= { ...value })[name] = opened;
    }
    return copy ?? value;
  }
  return value;
};

const open = (sealed: SealedValue, key: Buffer | null): unknown =>
  key ? unsealValue(key, sealed) : ERASED;
