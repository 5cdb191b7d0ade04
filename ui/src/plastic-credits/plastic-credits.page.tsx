import { H1 } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import type { Hub } from '@cairn/contracts';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { PlasticCreditsPanel } from './plastic-credits.panel';
import { DeclarationsList } from '../sustainability/declarations.list';
import { t } from './plastic-credits.messages';
import '../admin/admin.css';

/**
 * /admin/hubs/:hubUuid/plastic-credits: a hub's plastic credits, when the hub earns them, and a
 * declaring recycler's sustainability declarations.
 */
export default function PlasticCreditsPage() {
  const { hubUuid = '' } = useParams();
  const { data: hub } = useSWR<Hub>(`/api/admin/companies/hubs/${hubUuid}`);
  return (
    <section className="cairn-page">
      <header className="cairn-page-header">
        <div>
          <Link to="/admin/hubs" className="cairn-back-link">
            {t('credits.hubs')}
          </Link>
          <H1>{hub ? t('credits.pageTitleOf', { hub: hub.name }) : t('credits.pageTitle')}</H1>
        </div>
      </header>
      {hub && !hub.enablePlasticCredits && (
        <NonIdealState
          icon="disable"
          title={t('credits.off')}
          description={t('credits.offDescription')}
        />
      )}
      {hub?.enablePlasticCredits && (
        <PlasticCreditsPanel path={`/api/admin/companies/hubs/${hubUuid}/plasticCredits`} />
      )}
      {hub?.type === 'RECYCLER' && hub.generateSustainabilityDeclaration && (
        <DeclarationsList
          listPath={`/api/admin/companies/hubs/${hubUuid}/sustainabilityDeclarations`}
          pdfPath={(uuid) => `/api/admin/materialClearances/${uuid}/sustainabilityDeclaration`}
          periodPath={`/api/admin/companies/hubs/${hubUuid}/sustainabilityDeclarations/period`}
        />
      )}
    </section>
  );
}
