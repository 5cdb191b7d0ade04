import { NonIdealState } from '../../common/headings';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { OngoingTransportView } from '@cairn/contracts';
import { fetcher } from '../../api/request';
import { PageSpinner } from '../../shell/page-spinner';
import { HubGate } from '../evidence/hub-gate';
import { TruckLoadForm } from './truck-load-form';
import { t } from '../hub-forms.messages';

/** /register-additional-material/:ongoingTransportUuid: the remaining material types of a transport, one truck load each. */
export default function RegisterAdditionalMaterialPage() {
  const { ongoingTransportUuid = '' } = useParams();
  const { data: transport, error } = useSWR<OngoingTransportView>(
    `/api/ongoingTransports/${encodeURIComponent(ongoingTransportUuid)}`,
    fetcher,
  );
  if (error) return <NonIdealState icon="error" title={t('hub.transportNotFound')} />;
  if (!transport) return <PageSpinner />;
  if (transport.remainingMaterialTypes.length === 0) {
    return <NonIdealState icon="tick-circle" title={t('hub.everyMaterialRegistered')} />;
  }
  return (
    <HubGate>
      {(hub) => (
        <TruckLoadForm
          key={transport.remainingMaterialTypes.join()}
          hub={hub}
          fromSupplier
          transport={transport}
          title={t('hub.registerAdditionalMaterial')}
        />
      )}
    </HubGate>
  );
}
