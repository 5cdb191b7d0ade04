import { request } from '../api/request';
import { remember } from '../api/last-known';
import { getUser } from '../api/session';
import { LOADED_PATHS, UNITS_IN_PROGRESS } from './clearance/loaded-clearances';
import {
  hubConfigPath,
  ONGOING_GRADING_PATH,
  RECENT_REGISTRATIONS_PATH,
  REGISTRATION_SUMMARY_PATH,
} from './overview-first-requests';
import { overviewTabs, type OverviewTab } from './overview-tabs';
import { ONGOING_PROCESSING_PATH } from './processing/ongoing-processing';
import { TRUCK_LOADS_PATH } from './truck-loads/truck-loads';
import type { HubConfig } from './use-hub-config.hook';

type HubType = HubConfig['type'];
const CARRIER_SUMMARY = '/api/carrierMaterials/summary';

/** What the Registration tab and its forms read, by hub type (registration-panel.tsx, receiving-panels.tsx). */
const registrationReads = (type: HubType): string[] => {
  switch (type) {
    case 'RECYCLER':
      return ['/api/registeredMaterials/truckLoadsSummary', TRUCK_LOADS_PATH];
    case 'CARRIER':
      return [CARRIER_SUMMARY];
    case 'MATERIAL_HANDLING_CENTER':
      return ['/api/handlingCenterMaterials/summary'];
    case 'CO_PROCESSING_FACILITY':
      return ['/api/coProcessingMaterials/summary'];
    default:
      return [REGISTRATION_SUMMARY_PATH, RECENT_REGISTRATIONS_PATH];
  }
};

/** What the Clearance tab and its forms read (clearance-panel.tsx, weigh and start forms). */
const clearanceReads = (type: HubType): string[] => [
  LOADED_PATHS.MATERIAL_CLEARANCE,
  ...(type === 'RECYCLER' ? [LOADED_PATHS.CLEARANCE_TRANSPORT, '/api/clearances/overview'] : []),
  ...(type === 'MATERIAL_HANDLING_CENTER'
    ? [LOADED_PATHS.HANDLING_CENTER_CLEARANCE, '/api/handlingCenterMaterials/clearanceOverview']
    : []),
  ...(type === 'COLLECTION_CENTER' || type === 'RECYCLER' ? [UNITS_IN_PROGRESS] : []),
  ...(type === 'COLLECTION_CENTER' ? ['/api/materialClearances/summary'] : []),
];

const READS: Record<OverviewTab, (type: HubType) => string[]> = {
  COLLECTION: () => ['/api/collectionUnits/summary', '/api/collectionUnits/ongoing'],
  REGISTRATION: registrationReads,
  GRADING: () => [ONGOING_GRADING_PATH, '/api/collectedMaterials/mixed'],
  PROCESSING: () => [ONGOING_PROCESSING_PATH],
  CLEARANCE: clearanceReads,
  // certification-panel.tsx's READY_PATHS (not imported: it would bring the panel along).
  CERTIFICATION: (type) => [
    type === 'CO_PROCESSING_FACILITY'
      ? '/api/coProcessingMaterials/readyForCertification'
      : '/api/collectedMaterials/readyForCertification',
  ],
  DISPATCH: () => [CARRIER_SUMMARY],
};

/**
 * Every read of the hub's overview tabs and of the registration forms they open (issue 31 §3): the
 * hub (material types and the forms' settings), each tab's figures and lists.
 */
export const offlineReadsOf = (hub: HubConfig): string[] => [
  ...new Set([
    hubConfigPath(hub.uuid),
    ...overviewTabs(hub.type, hub.features).flatMap((tab) => READS[tab](hub.type)),
  ]),
];

let kept = '';
/**
 * Reads them once a session, one after the other, and remembers the answers (last-known.ts), so the
 * app reopened without a network shows every tab with its last known figures and opens every form.
 * Silent: a read this hub may not make changes nothing on screen.
 */
export async function keepForOffline(hub: HubConfig): Promise<void> {
  const user = getUser()?.uuid ?? '';
  if (kept === user || !navigator.onLine) return;
  kept = user;
  for (const path of offlineReadsOf(hub)) {
    try {
      await remember(path, await request('GET', path, { background: true }));
    } catch {
      // not this hub's (403/404) or the network went: the screen will say so if it is opened
    }
  }
}
