import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  HouseholdVisitOutcome,
  householdVisitOutcomes,
  type CollectionUnitView,
  type PickupPoint,
} from '@cairn/contracts';
import { post } from '../../api/request';
import { showToast } from '../../shell/toaster';
import { t } from '../hub-forms.messages';
import type { HubConfig } from '../use-hub-config.hook';

const label = (o: HouseholdVisitOutcome) => t(`hub.householdVisit_${o}`);
const ICON = { FEE_PAID: 'bank-account', NO_WASTE: 'disable', VACANT: 'home' } as const;

/**
 * Households visited on the round that hand over no material (issue 20 item 5): one button per
 * outcome the hub's features allow, and the round's count of each.
 */
export function HouseholdVisits({
  hub,
  unit,
  point,
}: {
  hub: HubConfig;
  unit: CollectionUnitView;
  point: PickupPoint | null;
}) {
  const outcomes = householdVisitOutcomes(hub.features ?? []);
  const [busy, setBusy] = useState<HouseholdVisitOutcome | null>(null);
  const { mutate: revalidate } = useSWRConfig();
  if (outcomes.length === 0) return null;
  const counted = HouseholdVisitOutcome.options.filter(
    (o) => outcomes.includes(o) || unit.householdVisits[o] > 0,
  );

  const record = async (outcome: HouseholdVisitOutcome) => {
    setBusy(outcome);
    try {
      await post(`/api/collectionUnits/${unit.uuid}/householdVisits`, {
        outcome,
        supplierUuid: point?.uuid ?? null,
      });
      showToast('success', t('hub.householdVisitRecorded', { outcome: label(outcome) }));
      await revalidate((key) => typeof key === 'string' && key.startsWith('/api/collectionUnits'));
    } catch {
      // the error bar says why
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="household-visits" aria-label={t('hub.householdVisits')}>
      <p className="bp6-text-muted">{t('hub.householdVisitedNoMaterial')}</p>
      <div className="grading-panel__actions">
        {outcomes.map((o) => (
          <Button
            key={o}
            size="large"
            fill
            icon={ICON[o]}
            text={label(o)}
            loading={busy === o}
            disabled={busy !== null}
            onClick={() => void record(o)}
          />
        ))}
      </div>
      <p data-testid="household-visit-counts">
        {counted.map((o) => `${label(o)}: ${unit.householdVisits[o]}`).join(' · ')}
      </p>
    </section>
  );
}
