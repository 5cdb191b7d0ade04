import { z } from 'zod';
import type { HubState, HubType, Region } from './enums';

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

/**
 * The states of Document 1 §3 in which a hub works: its users sign in and record. DEMO and TRIAL
 * hubs work as ACTIVE ones do (a demonstration, a customer on trial); PAUSED, LOST, CHURNED and
 * ARCHIVED hubs do not, and their users are signed out (docs/decisions.md).
 */
export const HUB_WORKING_STATES: readonly HubState[] = ['ACTIVE', 'DEMO', 'TRIAL'];
export const hubWorks = (state: HubState | null | undefined): boolean =>
  !!state && HUB_WORKING_STATES.includes(state);

/** The states a hub may start in (the create form's choice); ACTIVE unless chosen. */
export const InitialHubState = z.enum(['ACTIVE', 'DEMO', 'TRIAL']);
export type InitialHubState = z.infer<typeof InitialHubState>;

/**
 * The lifecycle actions of the admin hub row menu and the states each starts from (Document 1 §4 and
 * docs/decisions.md): activate converts a demo or trial, or wins back a lost or churned customer; a
 * demo or trial that does not convert is lost; a customer who leaves has churned.
 */
export const HUB_LIFECYCLE_FROM = {
  pause: ['ACTIVE'],
  reactivate: ['PAUSED'],
  activate: ['DEMO', 'TRIAL', 'LOST', 'CHURNED'],
  'mark-lost': ['DEMO', 'TRIAL'],
  'mark-churned': ['ACTIVE', 'PAUSED'],
  archive: ['DEMO', 'TRIAL', 'ACTIVE', 'LOST', 'CHURNED', 'PAUSED'],
} as const satisfies Record<string, readonly HubState[]>;
export type HubLifecycleAction = keyof typeof HUB_LIFECYCLE_FROM;
export const hubLifecycleActions = (state: HubState): HubLifecycleAction[] =>
  (Object.keys(HUB_LIFECYCLE_FROM) as HubLifecycleAction[]).filter((a) =>
    (HUB_LIFECYCLE_FROM[a] as readonly HubState[]).includes(state),
  );
