import {
  flowLinks,
  flowYield,
  roundQuantity,
  stepsBefore,
  trendBuckets,
  usualRange,
  type FlowSource,
  type FlowTrendPoint,
  type FlowSteps,
  type MaterialFlow,
  type MaterialFlowQuery,
} from '@cairn/contracts';
import type { ReadStore, SumQuery } from '@cairn/infra';
import type { MassBalanceEntryKind } from '@cairn/projection-service';
import type { z } from 'zod';
import { kindTotals, type KindTotal } from './mass-balance.calc';

const kg = (totals: KindTotal[], kind: MassBalanceEntryKind) =>
  roundQuantity(
    totals
      .filter((t) => t.kind === kind && t.quantityUnit === 'KG')
      .reduce((s, t) => s + t.weight, 0),
  );

/** The period's kilograms by step, the very sums the mass balance's accounts show (mass-balance.calc.ts). */
export const flowSteps = (totals: KindTotal[]): FlowSteps => ({
  registered: kg(totals, 'REGISTERED'),
  gradedInput: kg(totals, 'GRADED_INPUT'),
  gradedOutput: kg(totals, 'GRADED_OUTPUT'),
  processedLoad: kg(totals, 'PROCESSED_LOAD'),
  processedInput: kg(totals, 'PROCESSED_INPUT'),
  processedOutput: kg(totals, 'PROCESSED_OUTPUT'),
  cleared: kg(totals, 'CLEARED'),
});

/** A supplying hub's name and type, for its source node (null when it is not a hub of the platform). */
export type SupplierLookup = (uuid: string) => Promise<{ name: string; type: string } | null>;

/**
 * The registered kilograms by source, one grouped sum of the same rows as the REGISTRATION account, so
 * that the sources add up to it to the gram. A supplying hub is named; collectors stay one group.
 */
export const flowSources = async (
  rows: ReadStore,
  hubUuid: string,
  range: SumQuery['range'],
  supplier: SupplierLookup,
): Promise<FlowSource[]> => {
  const groups = await rows.sumBy('massBalance', {
    where: { hubUuid, removed: false, kind: 'REGISTERED', quantityUnit: 'KG' },
    range,
    groupBy: ['source'],
    sum: 'weight',
  });
  const sums = new Map<string, number>();
  for (const g of groups) {
    const key = g.keys[0] ?? 'UNNAMED';
    sums.set(key, (sums.get(key) ?? 0) + g.sum);
  }
  const out: FlowSource[] = [];
  for (const [key, sum] of sums) {
    const weight = roundQuantity(sum);
    if (weight <= 0) continue;
    if (!key.startsWith('HUB:')) {
      const kind = key === 'COLLECTORS' || key === 'UNREGISTERED_SUPPLIER' ? key : 'UNNAMED';
      out.push({ key, kind, name: null, weight });
      continue;
    }
    const hub = await supplier(key.slice(4));
    out.push({
      key,
      kind: hub?.type === 'PICKUP_POINT' ? 'PICKUP_POINT' : 'HUB',
      name: hub?.name ?? null,
      weight,
    });
  }
  return out.sort((a, b) => b.weight - a.weight || a.key.localeCompare(b.key));
};

/** One hub's flow in the period, from the mass balance's read model: grouped sums, no entries loaded. */
export const materialFlow = async (
  rows: ReadStore,
  hubUuid: string,
  q: z.infer<typeof MaterialFlowQuery>,
  supplier: SupplierLookup = async () => null,
): Promise<MaterialFlow> => {
  const range = {
    path: 'at',
    from: new Date(q.startDate).toISOString(),
    to: new Date(q.endDate).toISOString(),
  };
  const totals = await kindTotals(rows, hubUuid, range);
  const flagged = await kindTotals(rows, hubUuid, range, true);
  const steps = flowSteps(totals);
  const trend: FlowTrendPoint[] = [];
  const buckets = trendBuckets(range.from, range.to);
  // One grouped sum per step of the trend (at most 60): the same totals as the period's.
  for (const b of buckets) {
    const s = flowSteps(await kindTotals(rows, hubUuid, { path: 'at', from: b.start, to: b.end }));
    trend.push({
      ...b,
      registered: s.registered,
      output: roundQuantity(s.gradedOutput + s.processedOutput),
      cleared: s.cleared,
      yieldShare: flowYield(s),
    });
  }
  // The hub's usual yield: the steps of the same length just before the period.
  const past: Array<number | null> = [];
  for (const b of stepsBefore(buckets))
    past.push(
      flowYield(
        flowSteps(await kindTotals(rows, hubUuid, { path: 'at', from: b.start, to: b.end })),
      ),
    );
  return {
    trend,
    usualYield: usualRange(past),
    sources: await flowSources(rows, hubUuid, range, supplier),
    quantityUnit: 'KG',
    steps,
    links: flowLinks(steps),
    flaggedRegistered: kg(flagged, 'REGISTERED'),
    literOutput: roundQuantity(
      totals
        .filter((t) => t.kind === 'PROCESSED_OUTPUT' && t.quantityUnit === 'LITER')
        .reduce((s, t) => s + t.weight, 0),
    ),
  };
};
