import { z } from 'zod';

/**
 * Plastic credits (docs/decisions.md "Plastic credits"): what a hub with `enablePlasticCredits`
 * collected and an admin or the automatic review approved, since `plasticCreditsSinceDate`, in kg
 * per period and plastic material.
 */
export const PlasticCreditsPeriodType = z.enum(['MONTH', 'QUARTER', 'YEAR']);
export type PlasticCreditsPeriodType = z.infer<typeof PlasticCreditsPeriodType>;
export const PlasticCreditsQuery = z.object({
  periodType: PlasticCreditsPeriodType.default('MONTH'),
});

export const PlasticCredits = z.object({
  hubUuid: z.string(),
  hubName: z.string(),
  /** The hub's `plasticCreditsSinceDate`; null counts every approved registration. */
  since: z.string().nullable(),
  periodType: PlasticCreditsPeriodType,
  /** Newest period first; in a period, the heaviest material first. Kilograms. */
  rows: z.array(z.object({ period: z.string(), materialType: z.string(), weight: z.number() })),
  total: z.number(),
});
export type PlasticCredits = z.infer<typeof PlasticCredits>;

const PLASTIC_PREFIX = /^(PET|HDPE|LDPE|PP|PS|PE|PVC)(_|$)/;
const PLASTIC_OTHERS = new Set([
  'FLEXIBLE_PLASTIC',
  'RIGID_PLASTIC',
  'MIXED_PLASTIC',
  'MLP',
  'BOTTLE_CAPS',
  'FISHING_NET',
]);
/** Plastic families earn credits; paper, glass, metal, oil and the rest do not. */
export const isPlasticMaterial = (materialType: string | null): boolean =>
  !!materialType && (PLASTIC_PREFIX.test(materialType) || PLASTIC_OTHERS.has(materialType));

/** The period a day falls in: 2026-03 (MONTH), 2026-Q1 (QUARTER), 2026 (YEAR). */
export const creditPeriodOf = (day: string, periodType: PlasticCreditsPeriodType): string => {
  const [year, month] = [day.slice(0, 4), Number(day.slice(5, 7))];
  if (periodType === 'YEAR') return year;
  if (periodType === 'QUARTER') return `${year}-Q${Math.ceil(month / 3)}`;
  return day.slice(0, 7);
};
