import { H3 } from '@blueprintjs/core';
import { MaterialFlowView } from './material-flow-view';
import { t } from './material-flow.messages';

/** /flow in the hub app: the owner's own hub's material flow (issue 39). */
export default function HubFlowPage() {
  return (
    <div className="material-flow-page hub-page">
      <H3>{t('flow.title')}</H3>
      <MaterialFlowView path="/api/massBalance/flow" />
    </div>
  );
}
