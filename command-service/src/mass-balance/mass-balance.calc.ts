import type { MassBalanceClearable, MassBalanceOverview, TypeWeight } from '@cairn/contracts';
import type { MassBalanceEntryRow } from '@cairn/projection-service';

export type Account = 'REGISTRATION' | 'SEGREGATION' | 'PROCESSING' | 'CLEARANCE';
const round = (n: number) => Math.round(n * 1000) / 1000;

const inPeriod = (e: MassBalanceEntryRow, start: string, end: string) => !e.removed && e.at >= start && e.at <= end;

const byType = (entries: MassBalanceEntryRow[], sign: (e: MassBalanceEntryRow) => number): TypeWeight[] => {
  const totals = new Map<string, TypeWeight>();
  for (const e of entries) {
    const key = `${e.materialType}|${e.productType ?? ''}`;
    const t = totals.get(key) ?? { materialType: e.materialType, productType: e.productType, weight: 0 };
    totals.set(key, { ...t, weight: t.weight + sign(e) * e.weight });
  }
  return [...totals.values()].map((t) => ({ ...t, weight: round(t.weight) })).filter((t) => t.weight !== 0).sort((a, b) => b.weight - a.weight);
};
const total = (xs: TypeWeight[]) => round(xs.reduce((s, x) => s + x.weight, 0));

/**
 * What the account received in the period (docs/decisions.md):
 * REGISTRATION = Σ registered; SEGREGATION = Σ grading output; PROCESSING and CLEARANCE are empty until those slices record facts.
 */
export const overview = (entries: MassBalanceEntryRow[], account: Account, start: string, end: string): MassBalanceOverview => {
  const kind = account === 'REGISTRATION' ? 'REGISTERED' : account === 'SEGREGATION' ? 'GRADED_OUTPUT' : null;
  const outputTypeBreakdown = kind ? byType(entries.filter((e) => e.kind === kind && inPeriod(e, start, end)), () => 1) : [];
  return { outputTypeBreakdown, quantityUnit: 'KG', total: total(outputTypeBreakdown) };
};

/**
 * What can still move on from the account, from facts up to the period end:
 * REGISTRATION = Σ registered − Σ graded input (stock waiting for grading); SEGREGATION = Σ grading output (nothing cleared yet).
 */
export const clearable = (entries: MassBalanceEntryRow[], account: Account, end: string): MassBalanceClearable => {
  const upToEnd = entries.filter((e) => !e.removed && e.at <= end);
  const sign = (e: MassBalanceEntryRow) => (e.kind === 'GRADED_INPUT' ? -1 : 1);
  const clearableTypeBreakdown = account === 'REGISTRATION'
    ? byType(upToEnd.filter((e) => e.kind !== 'GRADED_OUTPUT'), sign).filter((t) => t.weight > 0)
    : account === 'SEGREGATION' ? byType(upToEnd.filter((e) => e.kind === 'GRADED_OUTPUT'), () => 1) : [];
  return { clearableTypeBreakdown, quantityUnit: 'KG', total: total(clearableTypeBreakdown) };
};
