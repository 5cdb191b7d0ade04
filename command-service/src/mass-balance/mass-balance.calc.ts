import {
  roundQuantity,
  type MassBalanceClearable,
  type MassBalanceOverview,
  type TypeWeight,
  type QuantityUnit,
} from '@cairn/contracts';
import type { ReadStore, SumQuery } from '@cairn/infra';
import type { MassBalanceEntryKind } from '@cairn/projection-service';

export type Account = 'REGISTRATION' | 'SEGREGATION' | 'PROCESSING' | 'CLEARANCE';
/** Σ weight of one hub's entries of one kind, material, product and unit (removed entries left out). */
export interface KindTotal {
  kind: MassBalanceEntryKind;
  materialType: string;
  productType: string | null;
  quantityUnit: QuantityUnit;
  weight: number;
}

/**
 * The entries of a hub summed where they are stored (one grouped query), not loaded to be added
 * up here: a hub of 15,625 entries took 835 ms at p99 that way (bench Q1-mb).
 */
export const kindTotals = async (
  rows: ReadStore,
  hubUuid: string,
  range: SumQuery['range'],
  flaggedOnly = false,
): Promise<KindTotal[]> => {
  const groups = await rows.sumBy('massBalance', {
    where: { hubUuid, removed: false, ...(flaggedOnly ? { flagged: true } : {}) },
    range,
    groupBy: ['kind', 'materialType', 'productType', 'quantityUnit'],
    sum: 'weight',
  });
  return groups.map(({ keys: [kind, materialType, productType, unit], sum }) => ({
    kind: kind as MassBalanceEntryKind,
    materialType: materialType ?? '',
    productType,
    quantityUnit: unit === 'LITER' ? ('LITER' as const) : ('KG' as const),
    weight: sum,
  }));
};

const byType = (totals: KindTotal[], sign: (t: KindTotal) => number): TypeWeight[] => {
  const sums = new Map<string, TypeWeight>();
  for (const e of totals) {
    const key = `${e.materialType}|${e.productType ?? ''}|${e.quantityUnit}`;
    const t = sums.get(key) ?? {
      materialType: e.materialType,
      productType: e.productType,
      quantityUnit: e.quantityUnit,
      weight: 0,
    };
    sums.set(key, { ...t, weight: t.weight + sign(e) * e.weight });
  }
  // Kilograms first, then litres; each by weight.
  return [...sums.values()]
    .map((t) => ({ ...t, weight: roundQuantity(t.weight) }))
    .filter((t) => t.weight !== 0)
    .sort((a, b) => a.quantityUnit.localeCompare(b.quantityUnit) || b.weight - a.weight);
};
/** Litres and kilograms are never added together: no conversion factor in the spec. */
const total = (xs: TypeWeight[], unit: QuantityUnit) =>
  roundQuantity(xs.filter((x) => x.quantityUnit === unit).reduce((s, x) => s + x.weight, 0));
const totals = (xs: TypeWeight[]) => ({
  quantityUnit: 'KG' as const,
  total: total(xs, 'KG'),
  literTotal: total(xs, 'LITER'),
});

/**
 * What the account received in the period (docs/decisions.md), from the totals of the period, kilograms in
 * `total` and litres in `literTotal`:
 * REGISTRATION = Σ registered; SEGREGATION = Σ grading output; PROCESSING = Σ processing output; CLEARANCE = Σ weighed clearances.
 */
export const overview = (inPeriod: KindTotal[], account: Account): MassBalanceOverview => {
  const kind =
    account === 'REGISTRATION'
      ? 'REGISTERED'
      : account === 'SEGREGATION'
        ? 'GRADED_OUTPUT'
        : account === 'PROCESSING'
          ? 'PROCESSED_OUTPUT'
          : 'CLEARED';
  const outputTypeBreakdown = byType(
    inPeriod.filter((e) => e.kind === kind),
    () => 1,
  );
  return { outputTypeBreakdown, ...totals(outputTypeBreakdown) };
};

/**
 * What can still move on from the account, from the totals of everything up to the period end:
 * REGISTRATION = Σ registered − Σ graded input − Σ truck loads processed whole; SEGREGATION = Σ grading output − Σ processed from stock;
 * PROCESSING = Σ processing output (nothing cleared yet).
 */
export const clearable = (upToEnd: KindTotal[], account: Account): MassBalanceClearable => {
  const sign = (e: KindTotal) =>
    e.kind === 'GRADED_INPUT' || e.kind === 'PROCESSED_LOAD' || e.kind === 'PROCESSED_INPUT'
      ? -1
      : 1;
  const of = (...kinds: MassBalanceEntryKind[]) =>
    byType(
      upToEnd.filter((e) => kinds.includes(e.kind)),
      sign,
    ).filter((t) => t.weight > 0);
  const clearableTypeBreakdown =
    account === 'REGISTRATION'
      ? of('REGISTERED', 'GRADED_INPUT', 'PROCESSED_LOAD')
      : account === 'SEGREGATION'
        ? of('GRADED_OUTPUT', 'PROCESSED_INPUT')
        : account === 'PROCESSING'
          ? of('PROCESSED_OUTPUT')
          : [];
  return { clearableTypeBreakdown, ...totals(clearableTypeBreakdown) };
};
