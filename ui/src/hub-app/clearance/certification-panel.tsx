import { Button, Callout, Card, H2, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { type ReadyForCertificationView } from '@cairn/contracts';
import { fetcher } from '../../api/request';
import { formatDayTime, formatNumber, unitText } from '../../common/format';
import { t } from '../hub-forms.messages';
import type { HubConfig } from '../use-hub-config.hook';
import './clearance.css';
import { materialTypeLabel } from '../../common/material-label';

export type CertifierKind = 'RECYCLER' | 'CO_PROCESSING';
export const READY_PATHS: Record<CertifierKind, string> = {
  RECYCLER: '/api/collectedMaterials/readyForCertification',
  CO_PROCESSING: '/api/coProcessingMaterials/readyForCertification',
};
const CERTIFY_ROUTE: Record<CertifierKind, (uuid: string) => string> = {
  RECYCLER: (uuid) => `/recycler-material/${uuid}/add-certificate`,
  CO_PROCESSING: (uuid) => `/co-processing-material/${uuid}/add-certificate`,
};

/** The Certification tab (Document 3 §2): truck loads without a certificate, newest first; empty: noMaterialForCertification. */
export function CertificationPanel({ hub }: { hub: HubConfig }) {
  const navigate = useNavigate();
  const kind: CertifierKind = hub.type === 'CO_PROCESSING_FACILITY' ? 'CO_PROCESSING' : 'RECYCLER';
  const { data } = useSWR<ReadyForCertificationView[]>(READY_PATHS[kind], fetcher);
  if (!data) return <Spinner size={32} />;
  if (data.length === 0)
    return <Callout icon="tick-circle">{t('noMaterialForCertification')}</Callout>;
  return (
    <Card compact className="clearance-panel__loaded" data-testid="certification-ready">
      <H2>{t('hub.waitingForCertificate')}</H2>
      <ul className="clearance-panel__list">
        {data.map((m) => (
          <li key={m.uuid}>
            <div>
              <strong>{m.licensePlate ?? t('hub.unit_TRUCK_LOAD')}</strong>
              <span className="bp6-text-muted">
                {' '}
                · {formatNumber(m.weight, 2)} {unitText(m.quantityUnit)}
              </span>
              <div className="bp6-text-muted">
                {formatDayTime(m.weighedAt)}
                {m.materialType ? ` · ${materialTypeLabel(m.materialType)}` : ''}
              </div>
            </div>
            <Button
              intent="primary"
              icon="document"
              text={t('hub.certify')}
              aria-label={t('hub.addCertificateFor', { name: m.licensePlate ?? m.uuid })}
              onClick={() => navigate(CERTIFY_ROUTE[kind](m.uuid))}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
