import {
  type HubFields,
  type PlasticCredits,
  type PlasticCreditsPeriodType,
  creditPeriodOf,
  isPlasticMaterial,
  roundQuantity,
} from '@cairn/contracts';
import type { ReadStore } from '@cairn/infra';
import type { HubEventRecord } from '../hub-events/hub-events.projection';

const APPROVED = new Set(['APPROVED', 'AUTO_APPROVED']);

/**
 * A hub's plastic credits: its REGISTRATION hub events (what it collected) of plastic in kg, not
 * removed, approved by a person or the automatic review, weighed on or after the since day, summed
 * per period of their weighing day and material.
 */
export const plasticCredits = async (
  rows: ReadStore,
  hub: Pick<HubFields, 'name' | 'plasticCreditsSinceDate'> & { uuid: string },
  periodType: PlasticCreditsPeriodType,
): Promise<PlasticCredits> => {
  const since = hub.plasticCreditsSinceDate ?? null;
  const sums = new Map<string, { period: string; materialType: string; weight: number }>();
  for (const e of await rows.findBy<HubEventRecord>('hubEvents', 'hubUuid', hub.uuid)) {
    if (e.type !== 'REGISTRATION' || e.removed || e.quantityUnit !== 'KG') continue;
    if (!APPROVED.has(e.status) || !isPlasticMaterial(e.materialType)) continue;
    const day = e.weighedAt.slice(0, 10);
    if (since && day < since) continue;
    const period = creditPeriodOf(day, periodType);
    const key = `${period}|${e.materialType}`;
    const sum = sums.get(key) ?? { period, materialType: e.materialType!, weight: 0 };
    sum.weight = roundQuantity(sum.weight + e.weight);
    sums.set(key, sum);
  }
  const list = [...sums.values()].sort(
    (a, b) => b.period.localeCompare(a.period) || b.weight - a.weight,
  );
  return {
    hubUuid: hub.uuid,
    hubName: hub.name,
    since,
    periodType,
    rows: list,
    total: roundQuantity(list.reduce((n, r) => n + r.weight, 0)),
  };
};
