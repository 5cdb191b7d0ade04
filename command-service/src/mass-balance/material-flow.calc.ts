import {
  flowLinks,
  flowYield,
  roundQuantity,
  trendBuckets,
  type FlowTrendPoint,
  type FlowSteps,
  type MaterialFlow,
  type MaterialFlowQuery,
} from '@cairn/contracts';
import type { ReadStore } from '@cairn/infra';
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

/** One hub's flow in the period, from the mass balance's read model: two grouped sums, no entries loaded. */
export const materialFlow = async (
  rows: ReadStore,
  hubUuid: string,
  q: z.infer<typeof MaterialFlowQuery>,
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
  // One grouped sum per step of the trend (at most 60): the same totals as the period's.
  for (const b of trendBuckets(range.from, range.to)) {
    const s = flowSteps(await kindTotals(rows, hubUuid, { path: 'at', from: b.start, to: b.end }));
    trend.push({
      ...b,
      registered: s.registered,
      output: roundQuantity(s.gradedOutput + s.processedOutput),
      cleared: s.cleared,
      yieldShare: flowYield(s),
    });
  }
  return {
    trend,
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
