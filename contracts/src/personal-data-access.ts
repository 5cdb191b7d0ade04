import type { SecurityRole } from './enums';
import { COLLECTOR_PERSONAL_FIELDS, USER_PERSONAL_FIELDS } from './personal-data';

/**
 * Who reads people's personal fields (issue 33): the platform's staff and the hub users who define
 * their own collectors. The read-only analyst studies material and records, not people: every answer
 * it gets leaves the personal fields out, and ID-document pictures do not open for it.
 */
export const readsPersonalData = (role: SecurityRole): boolean => role !== 'ROLE_CAIRN_ANALYST';

/** The personal fields of a record of this kind: a collector's, a user's; other records have none. */
export const personalFieldsOf = (kind: string): readonly string[] => {
  if (kind === 'collector' || kind === 'collectors') return COLLECTOR_PERSONAL_FIELDS;
  if (kind === 'user' || kind === 'users') return USER_PERSONAL_FIELDS;
  return [];
};

/**
 * The fields to hide from a reader without personal data, in an event of this stream: on a collector's
 * stream all its personal fields; elsewhere a person's fields that cannot mean anything else (a hub's
 * `name` is not personal, a collector's ID number and a user's e-mail always are).
 */
export const personalFieldsInStream = (streamId: string): readonly string[] =>
  streamId.startsWith('collector-')
    ? [...COLLECTOR_PERSONAL_FIELDS, ...USER_PERSONAL_FIELDS]
    : [...COLLECTOR_PERSONAL_FIELDS.filter((f) => f !== 'name'), ...USER_PERSONAL_FIELDS];
