import type { HubType, Region } from './enums';

/**
 * Which hub types may supply a hub of a given type (the spec leaves it open; docs/decisions.md).
 * Material flows from pick-up points to collection centers, on to handling centers and carriers,
 * and ends at recyclers and co-processing facilities.
 */
export const SUPPLIER_TYPES: Partial<Record<HubType, HubType[]>> = {
  COLLECTION_CENTER: ['PICKUP_POINT', 'COLLECTION_CENTER'],
  MATERIAL_HANDLING_CENTER: ['COLLECTION_CENTER', 'CARRIER', 'PICKUP_POINT'],
  CARRIER: ['COLLECTION_CENTER', 'MATERIAL_HANDLING_CENTER', 'RECYCLER'],
  RECYCLER: ['COLLECTION_CENTER', 'MATERIAL_HANDLING_CENTER', 'CARRIER', 'RECYCLER'],
  CO_PROCESSING_FACILITY: ['COLLECTION_CENTER', 'MATERIAL_HANDLING_CENTER', 'CARRIER', 'RECYCLER'],
};

const EU = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'CH',
  'NO',
  'GB',
]);
const ASIA_PACIFIC = new Set([
  'IN',
  'ID',
  'BD',
  'LK',
  'NP',
  'PK',
  'TH',
  'VN',
  'PH',
  'MY',
  'SG',
  'KH',
  'MM',
]);
const SOUTH_AMERICA = new Set(['BR', 'AR', 'CL', 'CO', 'PE', 'UY', 'PY', 'BO', 'EC', 'VE']);

/** A new account's region follows its hub's country. */
export const regionOfCountry = (country: string | null | undefined): Region => {
  if (!country) return 'DEFAULT';
  if (EU.has(country)) return 'EU_FRANKFURT';
  if (ASIA_PACIFIC.has(country)) return 'AP_MUMBAI';
  if (SOUTH_AMERICA.has(country)) return 'SA_SAO_PAULO';
  return 'DEFAULT';
};

/** Add Hub Owner is offered for pipeline owners and these types (Document 1 §2). */
export const canHaveHubOwner = (hub: { pipelineOwner: boolean; type: HubType }) =>
  hub.pipelineOwner ||
  ['COLLECTION_CENTER', 'RECYCLER', 'CO_PROCESSING_FACILITY'].includes(hub.type);

/** The QR text of a hub ends in /identity/hub/{uuid} (Document 3 §2, check-in). */
export const hubIdentityPath = (uuid: string) => `/identity/hub/${uuid}`;
