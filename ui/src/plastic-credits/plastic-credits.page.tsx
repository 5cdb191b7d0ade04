import { H2, NonIdealState } from '@blueprintjs/core';
import type { Hub } from '@cairn/contracts';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { PlasticCreditsPanel } from './plastic-credits.panel';
import { DeclarationsList } from '../sustainability/declarations.list';
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
            Hubs
          </Link>
          <H2>Credits and declarations{hub ? `: ${hub.name}` : ''}</H2>
        </div>
      </header>
      {hub && !hub.enablePlasticCredits && (
        <NonIdealState
          icon="disable"
          title="Plastic credits are off"
          description="Switch on plastic credits in the hub's settings to count them."
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
