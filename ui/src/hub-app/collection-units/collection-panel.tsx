import { Button, Card, H2, H3, Spinner } from '@blueprintjs/core';
import { NonIdealState } from '../../common/headings';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR, { mutate as revalidate } from 'swr';
import type { CollectionUnitsSummary, CollectionUnitView } from '@cairn/contracts';
import { fetcher, post } from '../../api/request';
import { ConfirmButton } from '../../common/confirm-button';
import { formatDayTime, formatNumber } from '../../common/format';
import { showToast } from '../../shell/toaster';
import type { HubConfig } from '../use-hub-config.hook';
import { activePickupPoint } from './active-pickup-point';
import { t } from '../hub-forms.messages';
import { HouseholdVisits } from './household-visits';

const bagsText = (n: number) => t('hub.bagCount', { count: n });

/** The Collection tab of a collection center: summary, ongoing collection and active pick-up point (Document 3 §2, §4). */
export function CollectionPanel({ hub }: { hub: HubConfig }) {
  const navigate = useNavigate();
  // Bags are registered on another screen: always read the round afresh when the panel shows.
  const fresh = { dedupingInterval: 0, revalidateOnMount: true };
  const { data: summary } = useSWR<CollectionUnitsSummary>(
    '/api/collectionUnits/summary',
    fetcher,
    fresh,
  );
  const { data: ongoing, isLoading } = useSWR<CollectionUnitView | null>(
    '/api/collectionUnits/ongoing',
    fetcher,
    fresh,
  );
  const [busy, setBusy] = useState(false);
  const point = activePickupPoint();

  // Document 3 §4: weigh first when the hub weighs collections; otherwise an empty finish is posted at once.
  const finish = async (unit: CollectionUnitView) => {
    if (hub.weighMaterialCollection) {
      navigate(`/collection-units/${unit.uuid}/finish`);
      return;
    }
    setBusy(true);
    try {
      await post(`/api/collectionUnits/${unit.uuid}/finish`, {});
      showToast('success', t('hub.collectionFinished'));
      await revalidate((key) => typeof key === 'string' && key.startsWith('/api/collectionUnits'));
    } catch {
      // the error bar says why
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="registration-panel">
      <Card compact data-testid="collection-summary">
        <H2>{t('hub.collections')}</H2>
        {!summary ? (
          <Spinner size={24} />
        ) : (
          <div className="registration-panel__figures">
            <div>
              <span className="registration-panel__figure">{summary.collectionUnitCount}</span>
              <span className="bp6-text-muted">
                {t('hub.roundsUnit', { count: summary.collectionUnitCount })}
              </span>
            </div>
            <div>
              <span className="registration-panel__figure">{summary.collectedMaterialsCount}</span>
              <span className="bp6-text-muted">{t('hub.bagsUnit', { count: 2 })}</span>
            </div>
            <div>
              <span className="registration-panel__figure">
                {formatNumber(summary.totalQuantity, 2)}
              </span>
              <span className="bp6-text-muted">kg</span>
            </div>
            {summary.householdVisitsCount > 0 && (
              <div>
                <span className="registration-panel__figure">{summary.householdVisitsCount}</span>
                <span className="bp6-text-muted">visits without material</span>
              </div>
            )}
          </div>
        )}
      </Card>
      {isLoading ? (
        <Spinner size={32} />
      ) : ongoing ? (
        <Card compact className="collection-ongoing" data-testid="ongoing-collection">
          <H2>{t('hub.ongoingCollection')}</H2>
          <p className="bp6-text-muted">
            {ongoing.transporterLicensePlate} ·{' '}
            {t('hub.since', { at: formatDayTime(ongoing.createdAt) })}
          </p>
          <div className="registration-panel__figures">
            <div>
              <span className="registration-panel__figure">{ongoing.pickUpPointsVisited}</span>
              <span className="bp6-text-muted">
                {t('hub.pickupPointsUnit', { count: ongoing.pickUpPointsVisited })}
              </span>
            </div>
            <div>
              <span className="registration-panel__figure">{ongoing.collectedUnitsCount}</span>
              <span className="bp6-text-muted">{t('hub.bagsUnit', { count: 2 })}</span>
            </div>
            <div>
              <span className="registration-panel__figure">
                {formatNumber(ongoing.collectedQuantityTotal, 2)}
              </span>
              <span className="bp6-text-muted">kg</span>
            </div>
          </div>
          <p className="collection-ongoing__point" data-testid="active-pickup-point">
            {point ? (
              <>
                {t('hub.at')} <strong>{point.name}</strong>
                {ongoing.collectedUnitsCountByPickupPoint[point.uuid]
                  ? ` · ${t('hub.here', { bags: bagsText(ongoing.collectedUnitsCountByPickupPoint[point.uuid]) })}`
                  : ''}
              </>
            ) : (
              t('hub.notCheckedIn')
            )}
          </p>
          <HouseholdVisits hub={hub} unit={ongoing} point={point} />
          <div className="grading-panel__actions">
            <Button
              size="large"
              fill
              icon="map-marker"
              text={t(point ? 'hub.checkInElsewhere' : 'hub.checkIn')}
              onClick={() => navigate('/check-in')}
            />
            {point && hub.features?.includes('WASTE_BAG_REGISTRATION') && (
              <Button
                size="large"
                fill
                intent="primary"
                icon="add"
                text={t('hub.registerBag')}
                onClick={() =>
                  navigate(
                    `/register-material-bag/${point.uuid}?collectionUnitUuid=${ongoing.uuid}`,
                  )
                }
              />
            )}
            {hub.weighMaterialCollection ? (
              <Button
                size="large"
                fill
                intent="success"
                icon="tick"
                text={t('hub.finishCollection')}
                onClick={() => void finish(ongoing)}
              />
            ) : (
              <ConfirmButton
                fill
                intent="success"
                icon="tick"
                text={t('hub.finishCollection')}
                loading={busy}
                confirmText={t('hub.finishCollection')}
                question={t('hub.finishCollectionQuestion')}
                onConfirm={() => finish(ongoing)}
              />
            )}
          </div>
        </Card>
      ) : (
        <>
          <Card compact>
            {/* Its title as an h3, under the page's h2s (NonIdealState's own title is an h4). */}
            <NonIdealState
              icon="drive-time"
              description={
                <>
                  <H3>{t('hub.noCollection')}</H3>
                  {t('hub.noCollectionDescription')}
                </>
              }
            />
          </Card>
          <Button
            size="large"
            fill
            intent="primary"
            icon="play"
            text={t('hub.startCollection')}
            onClick={() => navigate('/start-collection')}
          />
        </>
      )}
    </div>
  );
}
