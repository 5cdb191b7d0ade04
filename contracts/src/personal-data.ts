/** The personal fields of each kind of person (issue 33): the one list that sealing, erasure, access answers and role filters use. */
export const COLLECTOR_PERSONAL_FIELDS = [
  'name',
  'idNumber',
  'birthDate',
  'idDocumentFileUploadUuid',
] as const;
export const USER_PERSONAL_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;
export type CollectorPersonalField = (typeof COLLECTOR_PERSONAL_FIELDS)[number];
export type UserPersonalField = (typeof USER_PERSONAL_FIELDS)[number];
