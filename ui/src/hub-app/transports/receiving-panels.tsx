import { Button, Callout, Card, H2, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { CarrierSummary, CoProcessingSummary, HandlingCenterSummary } from '@cairn/contracts';
import { fetcher } from '../../api/request';
import { t } from '../hub-app.messages';
import type { HubConfig } from '../use-hub-config.hook';
import { formatNumber } from '../../common/format';

function Figures({
  title,
  figures,
  testId,
}: {
  title: string;
  figures: Array<[number | string, string]> | null;
  testId: string;
}) {
  return (
    <Card className="registration-panel__summary" compact data-testid={testId}>
      <H2>{title}</H2>
      {!figures ? (
        <Spinner size={24} />
      ) : (
        <div className="registration-panel__figures">
          {figures.map(([value, label]) => (
            <div key={label}>
              <span className="registration-panel__figure">{value}</span>
              <span className="bp6-text-muted">{label}</span>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return <div className="registration-panel">{children}</div>;
}

/** Carrier overview (Registration tab of a carrier): units in store and trucks to receive. */
export function CarrierPanel() {
  const navigate = useNavigate();
  const { data } = useSWR<CarrierSummary>('/api/carrierMaterials/summary', fetcher);
  return (
    <Panel>
      <Figures
        title={data?.carrierName ?? t('hub.carrier')}
        testId="carrier-overview"
        figures={
          data
            ? [
                [data.storedUnitsCount, t('hub.storedUnits', { count: data.storedUnitsCount })],
                [data.ongoingTransportsCount, t('hub.ongoingTransports')],
              ]
            : null
        }
      />
      <Button
        size="large"
        fill
        intent="primary"
        icon="add"
        text={t('hub.registerMaterial')}
        onClick={() => navigate('/register-carrier-material')}
      />
    </Panel>
  );
}

/** Dispatch overview (Dispatch tab of a carrier): dispatch is disabled while nothing is stored (Document 3 §5). */
export function DispatchPanel() {
  const navigate = useNavigate();
  const { data } = useSWR<CarrierSummary>('/api/carrierMaterials/summary', fetcher);
  const stored = data?.storedUnitsCount ?? 0;
  return (
    <Panel>
      <Figures
        title={t('hub.readyToDispatch')}
        testId="dispatch-overview"
        figures={
          data
            ? [
                [stored, t('hub.storedUnits', { count: stored })],
                [formatNumber(data.storedWeight, 2), t('hub.kgInStore')],
              ]
            : null
        }
      />
      <Button
        size="large"
        fill
        intent="primary"
        icon="send-to"
        text={t('hub.dispatch')}
        disabled={stored === 0}
        onClick={() => navigate('/dispatch-carrier-material')}
      />
    </Panel>
  );
}

/** Handling center registration: material registered from arriving trucks. */
export function HandlingCenterPanel() {
  const navigate = useNavigate();
  const { data } = useSWR<HandlingCenterSummary>('/api/handlingCenterMaterials/summary', fetcher);
  return (
    <Panel>
      <Figures
        title={data?.handlingCenterName ?? t('hub.handlingCenter')}
        testId="handling-center-overview"
        figures={
          data
            ? [
                [
                  data.registeredUnitsCount,
                  t('hub.registeredUnits', { count: data.registeredUnitsCount }),
                ],
                [data.ongoingTransportsCount, t('hub.ongoingTransports')],
              ]
            : null
        }
      />
      <Button
        size="large"
        fill
        intent="primary"
        icon="add"
        text={t('hub.registerMaterial')}
        onClick={() => navigate('/register-handling-center-material')}
      />
    </Panel>
  );
}

/** Co-processing registration: truck-load registration is offered only while transports are on their way (Document 3 §5). */
export function CoProcessingPanel() {
  const navigate = useNavigate();
  const { data } = useSWR<CoProcessingSummary>('/api/coProcessingMaterials/summary', fetcher);
  return (
    <Panel>
      <Figures
        title={data?.coProcessingFacilityName ?? t('hub.coProcessing')}
        testId="co-processing-overview"
        figures={
          data
            ? [
                [data.truckLoadsCount, t('hub.truckLoadsUnit', { count: data.truckLoadsCount })],
                [formatNumber(data.totalStock, 2), t('hub.unitInStock', { unit: 'kg' })],
                [data.ongoingTransportsCount, t('hub.inTransit')],
              ]
            : null
        }
      />
      {data && data.ongoingTransportsCount === 0 ? (
        <Callout icon="info-sign">{t('noTruckLoadToBeRegisteredMessage')}</Callout>
      ) : (
        <Button
          size="large"
          fill
          intent="primary"
          icon="add"
          text={t('hub.registerTruckLoad')}
          disabled={!data}
          onClick={() => navigate('/register-co-processing-material-truck-load')}
        />
      )}
    </Panel>
  );
}

/** The Registration panel of the hub types that receive trucks, or null for the others. */
export const receivingPanelOf = (hub: HubConfig) =>
  hub.type === 'CARRIER'
    ? CarrierPanel
    : hub.type === 'MATERIAL_HANDLING_CENTER'
      ? HandlingCenterPanel
      : hub.type === 'CO_PROCESSING_FACILITY'
        ? CoProcessingPanel
        : null;
