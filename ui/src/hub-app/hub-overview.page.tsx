import { Spinner, Tab, Tabs } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import { PageSpinner } from '../shell/page-spinner';
import { overviewTabs, TAB_LABEL, tabWidthPercent, type OverviewTab } from './overview-tabs';
import { RegistrationPanel } from './registration-panel';
import { useOngoingGrading } from './ongoing-grading';
import { useHubConfig, type HubConfig } from './use-hub-config.hook';
import { useOfflineReads } from './use-offline-reads.hook';
import { useOngoingProcessing } from './processing/ongoing-processing';
import { useClearanceFirst } from './clearance/loaded-clearances';
import { DispatchPanel } from './transports/receiving-panels';
import { t } from './hub-app.messages';

// Each panel but the registration one (every hub's first, with its carrier counterpart) loads when its tab first shows: a phone
// on a slow network then fetches the forms (and their validation) of the tabs it opens only.
const panel = <K extends string>(
  load: () => Promise<Record<K, ComponentType<{ hub: HubConfig }>>>,
  name: K,
) => lazy(() => load().then((module) => ({ default: module[name] })));

// Above the tabs of collection centers and recyclers that track mass balance only: not in every
// hub's first scripts (issue 18: U1-hub). Fetched ahead with the overview's first requests.
const MassBalancePanel = lazy(() =>
  import('./mass-balance-panel').then((module) => ({ default: module.MassBalancePanel })),
);

/**
 * The panels built so far. The tab list follows the spec's rules, but a tab without its panel
 * is not shown at all rather than shown empty.
 */
const PANELS: Partial<Record<OverviewTab, ComponentType<{ hub: HubConfig }>>> = {
  COLLECTION: panel(() => import('./collection-units/collection-panel'), 'CollectionPanel'),
  REGISTRATION: RegistrationPanel,
  GRADING: panel(() => import('./grading-panel'), 'GradingPanel'),
  DISPATCH: DispatchPanel, // its module is the registration panel's too
  PROCESSING: panel(() => import('./processing/processing-panel'), 'ProcessingPanel'),
  CLEARANCE: panel(() => import('./clearance/clearance-panel'), 'ClearancePanel'),
  CERTIFICATION: panel(() => import('./clearance/certification-panel'), 'CertificationPanel'),
};

/** /hub-overview: the landing screen of the hub app (Document 3 §2). */
export default function HubOverviewPage() {
  const { data: hub, error } = useHubConfig();
  const [selected, setSelected] = useState<OverviewTab | null>(null);
  // Document 3 §4: an ongoing grading opens the Grading tab first (no processing or clearance yet).
  const { unit: ongoingGrading, data: gradingLoaded } = useOngoingGrading();
  const { unit: ongoingProcessing, data: processingLoaded } = useOngoingProcessing();
  // §4: a loaded clearance (of any kind) opens the Clearance tab before anything else.
  const clearanceFirst = useClearanceFirst(hub);
  // The opening tab is chosen once: finishing a grading must not move the user off the Grading tab.
  const openedWith = useRef<OverviewTab | null>(null);
  useOfflineReads(hub);
  if (error) return <NonIdealState icon="error" title={t('hub.hubLoadError')} />;
  if (!hub) return <PageSpinner />;

  const tabs = overviewTabs(hub.type, hub.features).filter((tab) => PANELS[tab]);
  if (tabs.length === 0) {
    return (
      <NonIdealState icon="inbox" title={t('hub.nothingToDo')} description={t('hub.noSection')} />
    );
  }
  // §4: grading when its unit is newer than any processing unit, else processing when one is in progress.
  const gradingFirst =
    ongoingGrading &&
    tabs.includes('GRADING') &&
    (!ongoingProcessing || ongoingGrading.createdAt > ongoingProcessing.createdAt);
  const opening =
    openedWith.current ??
    (clearanceFirst && tabs.includes('CLEARANCE')
      ? 'CLEARANCE'
      : gradingFirst
        ? 'GRADING'
        : ongoingProcessing && tabs.includes('PROCESSING')
          ? 'PROCESSING'
          : tabs[0]);
  if (gradingLoaded && processingLoaded && clearanceFirst !== undefined && !openedWith.current)
    openedWith.current = opening;
  const current = selected && tabs.includes(selected) ? selected : opening;
  const massBalance =
    (hub.type === 'COLLECTION_CENTER' || hub.type === 'RECYCLER') &&
    hub.features.includes('MASS_BALANCE_TRACKING') ? (
      <Suspense fallback={<Spinner size={32} />}>
        <MassBalancePanel hubType={hub.type} />
      </Suspense>
    ) : null;
  const panelOf = (tab: OverviewTab) => {
    // `tabs` keeps only the tabs with a panel.
    const Panel = PANELS[tab];
    if (!Panel) return undefined;
    return (
      <Suspense fallback={<Spinner size={32} />}>
        <Panel hub={hub} />
      </Suspense>
    );
  };

  // Tabs show only when there is more than one (Document 3 §2).
  if (tabs.length === 1)
    return (
      <div className="hub-overview">
        {massBalance}
        {panelOf(current)}
      </div>
    );
  return (
    <div className="hub-overview">
      {massBalance}
      <Tabs
        id="hub-overview-tabs"
        className={`hub-overview__tabs${tabs.length >= 5 ? ' is-crowded' : ''}`}
        selectedTabId={current}
        onChange={(id) => setSelected(id as OverviewTab)}
        renderActiveTabPanelOnly
        fill
      >
        {tabs.map((tab) => (
          <Tab
            key={tab}
            id={tab}
            title={t(TAB_LABEL[tab])}
            panel={panelOf(tab)}
            style={{ flexBasis: `${tabWidthPercent(tabs.length)}%` }}
          />
        ))}
      </Tabs>
    </div>
  );
}
