import { z } from 'zod';
import { periodInOrder } from './time-zone';
import { roundQuantity } from './quantity-rounding';
import type { UsualRange } from './usual-range';

const instant = () =>
  z
    .string({ error: 'validationRequired' })
    .min(1, 'validationRequired')
    .datetime({ offset: true, error: 'validationInvalid' });

/** GET /api/massBalance/flow: one hub's material flow in a period (issue 39). */
export const MaterialFlowQuery = z
  .object({ startDate: instant(), endDate: instant() })
  .refine((q) => periodInOrder(q.startDate, q.endDate), {
    message: 'validationInvalid',
    path: ['endDate'],
  });

/** The kilograms of each mass-balance kind in the period (litres are never added to them). */
export interface FlowSteps {
  registered: number;
  gradedInput: number;
  gradedOutput: number;
  processedLoad: number;
  processedInput: number;
  processedOutput: number;
  cleared: number;
}

export const FLOW_NODES = [
  'REGISTERED',
  'GRADING',
  'GRADED',
  'PROCESSING',
  'PROCESSED',
  'CLEARED',
  'STOCK',
  'LOSS',
] as const;
export type FlowNode = (typeof FLOW_NODES)[number];

/** The hub events behind a link: what a click on it opens in the hub events screen. */
export type FlowEventType = 'REGISTRATION' | 'SEGREGATION' | 'PROCESSING' | 'CLEARANCE';

export interface FlowLink {
  source: FlowNode;
  target: FlowNode;
  weight: number;
  eventType: FlowEventType;
}

export interface MaterialFlow {
  quantityUnit: 'KG';
  steps: FlowSteps;
  links: FlowLink[];
  /** Of the registered kilograms, what rests on flagged hub events: shown apart. */
  flaggedRegistered: number;
  /** Litres of processing output (OIL), beside the kilograms, never in them. */
  literOutput: number;
  /** The period step by step (trendBuckets). */
  trend: FlowTrendPoint[];
  /** Where the registered kilograms came from: the first column, adding up to `steps.registered`. */
  sources: FlowSource[];
  /** The hub's usual yield: the middle half of the steps before the period (usualRange), or null. */
  usualYield: UsualRange | null;
}

/**
 * Where registered material came from. Collectors are one group (no person named); a supplier that is a
 * hub of the platform by its hub (pick-up point or supplying hub); a supplier named only by text as one
 * group; a registration naming none as "not named".
 */
export type FlowSourceKind =
  'COLLECTORS' | 'PICKUP_POINT' | 'HUB' | 'UNREGISTERED_SUPPLIER' | 'UNNAMED';
export interface FlowSource {
  /** The mass balance row's `source`: COLLECTORS, UNREGISTERED_SUPPLIER, UNNAMED or HUB:<uuid>. */
  key: string;
  kind: FlowSourceKind;
  /** The supplying hub's name; null for the groups. */
  name: string | null;
  weight: number;
}

/** A registration's source as the mass balance row keeps it (the row has no personal data). */
export const registrationSource = (d: {
  collectorUuid?: string | null;
  supplierUuid?: string | null;
  supplierName?: string | null;
  supplier?: string | null;
}): string =>
  d.supplierUuid
    ? `HUB:${d.supplierUuid}`
    : d.collectorUuid
      ? 'COLLECTORS'
      : (d.supplierName ?? d.supplier)?.trim()
        ? 'UNREGISTERED_SUPPLIER'
        : 'UNNAMED';

const minus = (a: number, b: number) => roundQuantity(Math.max(0, a - b));

/**
 * The links of the flow from the period's totals, the same sums as the mass balance's accounts: registered
 * goes to grading, to processing whole (truck loads) or stays in stock; grading gives graded bags and loses
 * the rest; graded stock goes to processing or stays; processing gives output and loses the rest; output is
 * cleared or stays. A period's steps need not balance (input of the period before is taken in this one),
 * so stock and loss are what is left, never below zero.
 */
export const flowLinks = (s: FlowSteps): FlowLink[] =>
  (
    [
      { source: 'REGISTERED', target: 'GRADING', weight: s.gradedInput, eventType: 'SEGREGATION' },
      {
        source: 'REGISTERED',
        target: 'PROCESSING',
        weight: s.processedLoad,
        eventType: 'PROCESSING',
      },
      {
        source: 'REGISTERED',
        target: 'STOCK',
        weight: minus(s.registered, s.gradedInput + s.processedLoad),
        eventType: 'REGISTRATION',
      },
      { source: 'GRADING', target: 'GRADED', weight: s.gradedOutput, eventType: 'SEGREGATION' },
      {
        source: 'GRADING',
        target: 'LOSS',
        weight: minus(s.gradedInput, s.gradedOutput),
        eventType: 'SEGREGATION',
      },
      {
        source: 'GRADED',
        target: 'PROCESSING',
        weight: s.processedInput,
        eventType: 'PROCESSING',
      },
      {
        source: 'GRADED',
        target: 'STOCK',
        weight: minus(s.gradedOutput, s.processedInput),
        eventType: 'SEGREGATION',
      },
      {
        source: 'PROCESSING',
        target: 'PROCESSED',
        weight: s.processedOutput,
        eventType: 'PROCESSING',
      },
      {
        source: 'PROCESSING',
        target: 'LOSS',
        weight: minus(s.processedInput + s.processedLoad, s.processedOutput),
        eventType: 'PROCESSING',
      },
      { source: 'PROCESSED', target: 'CLEARED', weight: s.cleared, eventType: 'CLEARANCE' },
      {
        source: 'PROCESSED',
        target: 'STOCK',
        weight: minus(s.processedOutput, s.cleared),
        eventType: 'PROCESSING',
      },
    ] satisfies FlowLink[]
  )
    .map((l) => ({ ...l, weight: roundQuantity(l.weight) }))
    .filter((l) => l.weight > 0);

/** Nothing weighed in the period: the screen says so instead of drawing nothing. */
export const flowIsEmpty = (s: FlowSteps) => Object.values(s).every((w) => w === 0);

/** One step of the trend under the flow: what came in, what grading and processing gave, what left. */
export interface FlowTrendPoint {
  start: string;
  end: string;
  registered: number;
  output: number;
  cleared: number;
  /** Output over what grading and processing took in; null when they took nothing. */
  yieldShare: number | null;
}

/** Output over input of grading and processing together (loss is the rest). */
export const flowYield = (s: FlowSteps): number | null => {
  const input = s.gradedInput + s.processedInput + s.processedLoad;
  return input > 0
    ? Math.round(((s.gradedOutput + s.processedOutput) / input) * 1000) / 1000
    : null;
};

const DAY = 86_400_000;
/** The period cut into days (up to two weeks), weeks (up to four months) or 30-day steps, from its start. */
export const trendBuckets = (start: string, end: string): Array<{ start: string; end: string }> => {
  const from = Date.parse(start);
  const to = Date.parse(end);
  const span = to - from;
  // Longer than five years: longer steps, at most 60 of them, so that the steps always add up to the period.
  const step =
    span <= 14 * DAY
      ? DAY
      : span <= 120 * DAY
        ? 7 * DAY
        : Math.max(30 * DAY, Math.ceil((span + 1) / 60));
  const out: Array<{ start: string; end: string }> = [];
  for (let at = from; at <= to; at += step)
    out.push({
      start: new Date(at).toISOString(),
      end: new Date(Math.min(at + step - 1, to)).toISOString(),
    });
  return out;
};
