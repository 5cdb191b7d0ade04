import { NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { useRef, useState, type ComponentType } from 'react';
import { PageSpinner } from '../shell/page-spinner';
import { overviewTabs, TAB_LABEL, tabWidthPercent, type OverviewTab } from './overview-tabs';
import { RegistrationPanel } from './registration-panel';
import { GradingPanel } from './grading-panel';
import { MassBalancePanel } from './mass-balance-panel';
import { useOngoingGrading } from './ongoing-grading';
import { useHubConfig, type HubConfig } from './use-hub-config.hook';

/**
 * The panels built so far. The tab list follows the spec's rules, but a tab without its panel
 * is not shown at all rather than shown empty.
 */
const PANELS: Partial<Record<OverviewTab, ComponentType<{ hub: HubConfig }>>> = {
  REGISTRATION: RegistrationPanel,
  GRADING: GradingPanel,
};

/** /hub-overview: the landing screen of the hub app (Document 3 §2). */
export default function HubOverviewPage() {
  const { data: hub, error } = useHubConfig();
  const [selected, setSelected] = useState<OverviewTab | null>(null);
  // Document 3 §4: an ongoing grading opens the Grading tab first (no processing or clearance yet).
  const { unit: ongoingGrading, data: gradingLoaded } = useOngoingGrading();
  // The opening tab is chosen once: finishing a grading must not move the user off the Grading tab.
  const openedWith = useRef<OverviewTab | null>(null);
  if (error) return <NonIdealState icon="error" title="The hub could not be loaded." />;
  if (!hub) return <PageSpinner />;

  const tabs = overviewTabs(hub.type, hub.features).filter((tab) => PANELS[tab]);
  if (tabs.length === 0) {
    return <NonIdealState icon="inbox" title="Nothing to do here yet" description="No section of this hub is available in the app." />;
  }
  const opening = openedWith.current ?? (ongoingGrading && tabs.includes('GRADING') ? 'GRADING' : tabs[0]);
  if (gradingLoaded && !openedWith.current) openedWith.current = opening;
  const current = selected && tabs.includes(selected) ? selected : opening;
  const massBalance = hub.type === 'COLLECTION_CENTER' && hub.features.includes('MASS_BALANCE_TRACKING') ? <MassBalancePanel /> : null;
  const panelOf = (tab: OverviewTab) => {
    const Panel = PANELS[tab]!;
    return <Panel hub={hub} />;
  };

  // Tabs show only when there is more than one (Document 3 §2).
  if (tabs.length === 1) return <div className="hub-overview">{massBalance}{panelOf(current)}</div>;
  return (
    <div className="hub-overview">
      {massBalance}
      <Tabs
        id="hub-overview-tabs"
        className="hub-overview__tabs"
        selectedTabId={current}
        onChange={(id) => setSelected(id as OverviewTab)}
        renderActiveTabPanelOnly
        fill
      >
        {tabs.map((tab) => (
          <Tab key={tab} id={tab} title={TAB_LABEL[tab]} panel={panelOf(tab)} style={{ flexBasis: `${tabWidthPercent(tabs.length)}%` }} />
        ))}
      </Tabs>
    </div>
  );
}
