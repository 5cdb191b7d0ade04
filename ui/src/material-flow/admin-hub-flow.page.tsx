import { H1, Tab, Tabs } from '@blueprintjs/core';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { FlowLink } from '@cairn/contracts';
import { MaterialFlowView } from './material-flow-view';
import { t } from './material-flow.messages';

/** /admin/hubs/{uuid}/flow: the hub's material flow, a tab beside the hub's form (issue 39). */
export default function AdminHubFlowPage() {
  const { hubUuid = '' } = useParams();
  const navigate = useNavigate();
  const onLink = useCallback(
    (link: Pick<FlowLink, 'eventType'>, start: string, end: string) => {
      const q = new URLSearchParams({
        hubUuid,
        type: link.eventType,
        createdAfter: start,
        createdBefore: end,
      });
      navigate(`/admin/hub-events?${q.toString()}`);
    },
    [hubUuid, navigate],
  );
  return (
    <div className="material-flow-page material-flow-page--admin">
      <H1>{t('flow.title')}</H1>
      <Tabs
        id="hub-tabs"
        className="material-flow-page__tabs"
        selectedTabId="flow"
        onChange={(id) => {
          if (id === 'hub') navigate(`/admin/add-hub/${hubUuid}`);
        }}
      >
        <Tab id="hub" title={t('flow.hubTab')} />
        {/* The flow is the tab's panel, so the tab names a panel that exists (axe: aria-controls). */}
        <Tab
          id="flow"
          title={t('flow.flowTab')}
          panel={
            <MaterialFlowView
              path={`/api/admin/hubs/${encodeURIComponent(hubUuid)}/flow`}
              onLink={onLink}
            />
          }
        />
      </Tabs>
    </div>
  );
}
