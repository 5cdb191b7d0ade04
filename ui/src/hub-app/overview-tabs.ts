import { REGISTRATION_FEATURES, type Feature, type HubType } from '@cairn/contracts';

export type OverviewTab =
  | 'COLLECTION'
  | 'REGISTRATION'
  | 'GRADING'
  | 'PROCESSING'
  | 'CLEARANCE'
  | 'CERTIFICATION'
  | 'DISPATCH';

// Message keys (hub-app.en.json): the overview reads them in the user's language; not read here, so
// this module (in every first route's app-core chunk) does not carry the hub app's texts.
export const TAB_LABEL: Record<OverviewTab, string> = {
  COLLECTION: 'hub.tabCollection',
  REGISTRATION: 'hub.tabRegistration',
  GRADING: 'hub.tabGrading',
  PROCESSING: 'hub.tabProcessing',
  CLEARANCE: 'hub.tabClearance',
  CERTIFICATION: 'hub.tabCertification',
  DISPATCH: 'hub.tabDispatch',
};

const TAB_ORDER = Object.keys(TAB_LABEL) as OverviewTab[];

/** Document 3 §2: the tabs each hub type may have. */
const TABS_BY_HUB_TYPE: Partial<Record<HubType, readonly OverviewTab[]>> = {
  COLLECTION_CENTER: ['COLLECTION', 'REGISTRATION', 'GRADING', 'CLEARANCE'],
  RECYCLER: ['REGISTRATION', 'GRADING', 'PROCESSING', 'CLEARANCE', 'CERTIFICATION'],
  CARRIER: ['REGISTRATION', 'DISPATCH'],
  MATERIAL_HANDLING_CENTER: ['REGISTRATION', 'CLEARANCE'],
  CO_PROCESSING_FACILITY: ['REGISTRATION', 'CERTIFICATION'],
};
// Hub types the table does not name can still register what they receive.
const OTHER_HUB_TYPES: readonly OverviewTab[] = ['REGISTRATION'];

/** A tab is offered only if one of the features of its section is on. */
const TAB_FEATURES: Record<OverviewTab, readonly Feature[]> = {
  COLLECTION: ['MATERIAL_COLLECTION'],
  REGISTRATION: REGISTRATION_FEATURES,
  GRADING: ['MATERIAL_SEGREGATION'],
  PROCESSING: ['MATERIAL_PROCESSING'],
  CLEARANCE: ['MATERIAL_CLEARANCE'],
  CERTIFICATION: ['MATERIAL_CERTIFICATION'],
  DISPATCH: ['MATERIAL_DISPATCH'],
};

/** The overview tabs of a hub, in the spec's order. */
export const overviewTabs = (
  type: HubType | undefined,
  features: readonly Feature[] = [],
): OverviewTab[] => {
  const allowed = (type && TABS_BY_HUB_TYPE[type]) || OTHER_HUB_TYPES;
  return TAB_ORDER.filter(
    (tab) => allowed.includes(tab) && TAB_FEATURES[tab].some((f) => features.includes(f)),
  );
};

/** Tab width: 20 % for four (or more), 33 % for three, 50 % for two. */
export const tabWidthPercent = (count: number): number => (count >= 4 ? 20 : count === 3 ? 33 : 50);
