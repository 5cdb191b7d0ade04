import { Button, Card, H2, Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { defaultRegistrationFeature, type Feature } from '@cairn/contracts';
import { fetcher } from '../api/request';
import { formatNumber, numberText, unitText } from '../common/format';
import { REGISTRATION_SUMMARY_PATH } from './overview-first-requests';
import { RecentRegistrations } from './recent-registrations';
import type { HubConfig } from './use-hub-config.hook';
import { receivingPanelOf } from './transports/receiving-panels';
import { t } from './hub-app.messages';
import { materialTypeLabel } from '../common/material-label';

// Shown to some hubs only (a recycler; a hub with WASTE_BAG_REVIEW): loaded when shown, not with every first route (issue 18).
const RecyclerRegistrationPanel = lazy(() =>
  import('./truck-loads/truck-loads-registration-panel').then((m) => ({
    default: m.RecyclerRegistrationPanel,
  })),
);
const FlaggedEvents = lazy(() =>
  import('../auto-review/flagged-events').then((m) => ({ default: m.FlaggedEvents })),
);

/** GET /api/collectedMaterials/summary as docs/api.md describes it. */
interface CollectedMaterialsSummary {
  collectionCenter: { name: string };
  materialTypeBreakdown: Array<{ materialType: string; weight: number; count: number }>;
  totalStockUnit: string;
  formattedTotalStock: string;
  bagsCount: number;
}

/** The Registration panel of the hub overview: what was registered and the way to register more. */
export function RegistrationPanel({ hub }: { hub: HubConfig }) {
  // Carriers, handling centers and co-processing facilities register what trucks bring.
  const Receiving = receivingPanelOf(hub);
  if (Receiving) return <Receiving />;
  // Recyclers register truck loads (recycler/).
  return hub.type === 'RECYCLER' ? (
    <Suspense fallback={<Spinner size={32} />}>
      <RecyclerRegistrationPanel hub={hub} />
    </Suspense>
  ) : (
    <CollectedRegistrationPanel hub={hub} />
  );
}

function CollectedRegistrationPanel({ hub }: { hub: HubConfig }) {
  const navigate = useNavigate();
  const { data: summary, error } = useSWR<CollectedMaterialsSummary>(
    REGISTRATION_SUMMARY_PATH,
    fetcher,
  );
  const unit = unitText(summary?.totalStockUnit);
  const breakdown = summary?.materialTypeBreakdown ?? [];
  // Document 2 §6 and Document 1 §6: the hub's default registration form is the primary action.
  const preferred = defaultRegistrationFeature(hub.features ?? []);
  const intentOf = (feature: Feature) => (feature === preferred ? 'primary' : 'none');

  return (
    <div className="registration-panel">
      <Card className="registration-panel__summary" compact>
        <H2>{t('hub.wasteBags')}</H2>
        {!summary && !error ? (
          <Spinner size={24} />
        ) : (
          <>
            <div className="registration-panel__figures">
              <div>
                <span className="registration-panel__figure">{summary?.bagsCount ?? 0}</span>
                <span className="bp6-text-muted">
                  {t('hub.bagsUnit', { count: summary?.bagsCount ?? 0 })}
                </span>
              </div>
              <div>
                <span className="registration-panel__figure">
                  {numberText(summary?.formattedTotalStock ?? '0')}
                </span>
                <span className="bp6-text-muted">
                  {t('hub.unitInTotal', { unit: unit || 'kg' })}
                </span>
              </div>
            </div>
            {breakdown.length > 0 && (
              <ul className="registration-panel__breakdown">
                {breakdown.map((row) => (
                  <li key={row.materialType}>
                    <span className="registration-panel__material">
                      {materialTypeLabel(row.materialType)}
                    </span>
                    <span className="bp6-text-muted">
                      {t('hub.bagCount', { count: row.count })}
                    </span>
                    <span className="registration-panel__weight">
                      {formatNumber(row.weight, 2)} {unit}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Card>
      {hub.features?.includes('WASTE_BAG_REGISTRATION') && (
        <Button
          size="large"
          fill
          intent={intentOf('WASTE_BAG_REGISTRATION')}
          icon="add"
          text={t('hub.registerWasteBag')}
          onClick={() => navigate('/register-material-bag')}
        />
      )}
      {hub.type === 'COLLECTION_CENTER' && hub.features?.includes('TRUCK_LOAD_REGISTRATION') && (
        <Button
          size="large"
          fill
          intent={intentOf('TRUCK_LOAD_REGISTRATION')}
          icon="truck"
          text={t('hub.registerCleanupTruckLoad')}
          onClick={() => navigate('/register-cleanup-truck-load')}
        />
      )}
      {hub.features?.includes('CONTAINER_REGISTRATION') && (
        <Button
          size="large"
          fill
          intent={intentOf('CONTAINER_REGISTRATION')}
          icon="box"
          text={t('hub.registerContainer')}
          onClick={() => navigate('/register-material-container')}
        />
      )}
      {hub.features?.includes('WASTE_BAG_REVIEW') && (
        <Suspense fallback={null}>
          <FlaggedEvents />
        </Suspense>
      )}
      <RecentRegistrations />
    </div>
  );
}
