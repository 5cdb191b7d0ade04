import type { CurrentUser } from '@cairn/contracts';
import { prime } from '../api/prime';
import { activeCollectorUuid } from './collectors/active-collector';
import { ONGOING_PROCESSING_PATH } from './processing/ongoing-processing';
import { overviewTabs } from './overview-tabs';

export const ONGOING_GRADING_PATH = '/api/segregationUnits?state=PROCESSING';
export const REGISTRATION_SUMMARY_PATH = '/api/collectedMaterials/summary';
export const RECENT_REGISTRATIONS_PATH = '/api/collectedMaterials?page=0&size=10';
export const hubConfigPath = (hubUuid: string) => `/api/companies/${encodeURIComponent(hubUuid)}`;

// Hubs whose registration tab shows what trucks bring or truck loads, not collected bags (registration-panel.tsx).
const OTHER_REGISTRATIONS = [
  'RECYCLER',
  'CARRIER',
  'MATERIAL_HANDLING_CENTER',
  'CO_PROCESSING_FACILITY',
];

/**
 * The hub overview's first requests, started as soon as the user is known (the sign-in's answer, or
 * the stored identity on a first visit of /hub-overview) instead of once the overview has loaded
 * the hub and rendered its panel: on Fast 3G two round trips of 562 ms less before the figures
 * (issue 18). Its hub, the ongoing grading and processing (they choose the opening tab) and, for
 * hubs whose overview opens on collected bags, the registration panel's figures.
 */
export const preloadOverview = async (user: CurrentUser | null): Promise<void> => {
  const hub = user?.company;
  if (!hub) return;
  // Its chunk (not in the overview's: most hubs have none), so that it shows with the rest.
  if (
    (hub.type === 'COLLECTION_CENTER' || hub.type === 'RECYCLER') &&
    user.features.includes('MASS_BALANCE_TRACKING')
  )
    void import('./mass-balance-panel');
  const first = [hubConfigPath(hub.uuid), ONGOING_GRADING_PATH, ONGOING_PROCESSING_PATH];
  if (
    !OTHER_REGISTRATIONS.includes(hub.type) &&
    overviewTabs(hub.type, user.features)[0] === 'REGISTRATION'
  )
    first.push(REGISTRATION_SUMMARY_PATH, RECENT_REGISTRATIONS_PATH);
  // The collector being served, read (and so remembered) while there is a network: their page and
  // the bag form in their name open offline too (issue 31 §3).
  const collector = activeCollectorUuid();
  if (collector) first.push(`/api/collectors/${encodeURIComponent(collector)}`);
  await Promise.all(first.map(prime));
};
