import { H3 } from '@blueprintjs/core';
import { getUser } from '../api/session';
import { MassBalancePanel } from '../hub-app/mass-balance-panel';
import '../hub-app/hub-app.css';
import { t } from './hub-portal.messages';

/**
 * /hub-owner/pipeline-overview (Document 3 §2: the route exists, its content is not shown): the owner's hub
 * through the pipeline's stages — registered, graded, processed, cleared — in a chosen period, from the
 * same mass-balance calls as the hub app (docs/decisions.md).
 */
export default function PipelineOverviewPage() {
  const company = getUser()?.company;
  const hubName = company?.name ?? '';
  return (
    <section aria-labelledby="pipeline-overview-title">
      <H3 id="pipeline-overview-title">{t('portal.pipelineOverview')}</H3>
      {hubName && <p className="hub-portal__meta">{hubName}</p>}
      <MassBalancePanel hubType={company?.type} />
    </section>
  );
}
