import { Button, Card, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR, { mutate as revalidate } from 'swr';
import type { CollectionUnitsSummary, CollectionUnitView } from '@cairn/contracts';
import { fetcher, post } from '../../api/request';
import { ConfirmButton } from '../../common/confirm-button';
import { formatDayTime } from '../../common/format';
import { showToast } from '../../shell/toaster';
import type { HubConfig } from '../use-hub-config.hook';
import { activePickupPoint } from './active-pickup-point';
import { HouseholdVisits } from './household-visits';

const bagsText = (n: number) => `${n} ${n === 1 ? 'bag' : 'bags'}`;

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
      showToast('success', 'The collection is finished.');
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
        <H4>Collections</H4>
        {!summary ? (
          <Spinner size={24} />
        ) : (
          <div className="registration-panel__figures">
            <div>
              <span className="registration-panel__figure">{summary.collectionUnitCount}</span>
              <span className="bp6-text-muted">rounds</span>
            </div>
            <div>
              <span className="registration-panel__figure">{summary.collectedMaterialsCount}</span>
              <span className="bp6-text-muted">bags</span>
            </div>
            <div>
              <span className="registration-panel__figure">{summary.totalQuantity.toFixed(2)}</span>
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
          <H4>Ongoing collection</H4>
          <p className="bp6-text-muted">
            {ongoing.transporterLicensePlate} · since {formatDayTime(ongoing.createdAt)}
          </p>
          <div className="registration-panel__figures">
            <div>
              <span className="registration-panel__figure">{ongoing.pickUpPointsVisited}</span>
              <span className="bp6-text-muted">pick-up points</span>
            </div>
            <div>
              <span className="registration-panel__figure">{ongoing.collectedUnitsCount}</span>
              <span className="bp6-text-muted">bags</span>
            </div>
            <div>
              <span className="registration-panel__figure">
                {ongoing.collectedQuantityTotal.toFixed(2)}
              </span>
              <span className="bp6-text-muted">kg</span>
            </div>
          </div>
          <p className="collection-ongoing__point" data-testid="active-pickup-point">
            {point ? (
              <>
                At <strong>{point.name}</strong>
                {ongoing.collectedUnitsCountByPickupPoint[point.uuid]
                  ? ` · ${bagsText(ongoing.collectedUnitsCountByPickupPoint[point.uuid])} here`
                  : ''}
              </>
            ) : (
              'Not checked in at a pick-up point.'
            )}
          </p>
          <HouseholdVisits hub={hub} unit={ongoing} point={point} />
          <div className="grading-panel__actions">
            <Button
              size="large"
              fill
              icon="map-marker"
              text={point ? 'Check in elsewhere' : 'Check in'}
              onClick={() => navigate('/check-in')}
            />
            {point && hub.features?.includes('WASTE_BAG_REGISTRATION') && (
              <Button
                size="large"
                fill
                intent="primary"
                icon="add"
                text="Register bag"
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
                text="Finish collection"
                onClick={() => void finish(ongoing)}
              />
            ) : (
              <ConfirmButton
                fill
                intent="success"
                icon="tick"
                text="Finish collection"
                loading={busy}
                confirmText="Finish collection"
                question="Finish this collection round? No pick-up point or bag can be added to it afterwards."
                onConfirm={() => finish(ongoing)}
              />
            )}
          </div>
        </Card>
      ) : (
        <>
          <Card compact>
            <NonIdealState
              icon="drive-time"
              title="No collection in progress"
              description="Start a collection round when the truck leaves."
            />
          </Card>
          <Button
            size="large"
            fill
            intent="primary"
            icon="play"
            text="Start collection"
            onClick={() => navigate('/start-collection')}
          />
        </>
      )}
    </div>
  );
}
