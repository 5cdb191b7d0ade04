import { Button, Card, H2, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { type TruckLoadsSummary } from '@cairn/contracts';
import { fetcher } from '../../api/request';
import type { HubConfig } from '../use-hub-config.hook';
import { TruckLoadList } from './truck-loads';
import { t } from '../hub-forms.messages';
import { formatNumber, numberText } from '../../common/format';
import { materialTypeLabel } from '../../common/material-label';

/** The Registration tab of a recycler: its truck loads and the ways to register more (Document 3 §2). */
export function RecyclerRegistrationPanel({ hub }: { hub: HubConfig }) {
  const navigate = useNavigate();
  const { data: summary, error } = useSWR<TruckLoadsSummary>(
    '/api/registeredMaterials/truckLoadsSummary',
    fetcher,
  );
  const waiting = Object.entries(summary?.materialTypeBreakdown ?? {}).sort((a, b) => b[1] - a[1]);
  return (
    <div className="registration-panel">
      <Card className="registration-panel__summary" compact data-testid="truck-loads-summary">
        <H2>{t('hub.truckLoads')}</H2>
        {!summary && !error ? (
          <Spinner size={24} />
        ) : (
          <>
            <div className="registration-panel__figures">
              <div>
                <span className="registration-panel__figure">{summary?.truckLoadsCount ?? 0}</span>
                <span className="bp6-text-muted">
                  {t('hub.truckLoadsUnit', { count: summary?.truckLoadsCount ?? 0 })}
                </span>
              </div>
              <div>
                <span className="registration-panel__figure">
                  {numberText(summary?.formattedRegisteredTotal ?? '0.00')}
                </span>
                <span className="bp6-text-muted">{t('hub.kgRegistered')}</span>
              </div>
            </div>
            <ul className="registration-panel__breakdown">
              <li>
                <span className="registration-panel__material">{t('hub.stageGraded')}</span>
                <span />
                <span className="registration-panel__weight">
                  {numberText(summary?.formattedGradingTotal ?? '0.00')} kg
                </span>
              </li>
              <li>
                <span className="registration-panel__material">{t('hub.stageProcessed')}</span>
                <span />
                <span className="registration-panel__weight">
                  {numberText(summary?.formattedProcessingTotal ?? '0.00')} kg
                </span>
              </li>
              {waiting.map(([type, weight]) => (
                <li key={type}>
                  <span className="registration-panel__material">{materialTypeLabel(type)}</span>
                  <span className="bp6-text-muted">{t('hub.waiting')}</span>
                  <span className="registration-panel__weight">{formatNumber(weight, 2)} kg</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
      {hub.features?.includes('TRUCK_LOAD_REGISTRATION') && (
        <>
          <Button
            size="large"
            fill
            intent="primary"
            icon="drive-time"
            text={t('hub.registerSupplierTruckLoad')}
            onClick={() => navigate('/register-material-truck-load?plasticSupplier=true')}
          />
          {hub.allowUnregisteredSuppliers && (
            <Button
              size="large"
              fill
              icon="add"
              text={t('hub.registerOtherTruckLoad')}
              onClick={() => navigate('/register-truck-load?plasticSupplier=false')}
            />
          )}
        </>
      )}
      <TruckLoadList
        title={t('hub.waitingForGradingOrProcessing')}
        empty={t('hub.noTruckLoadWaiting')}
      />
    </div>
  );
}
