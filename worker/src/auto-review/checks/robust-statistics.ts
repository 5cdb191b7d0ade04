import { median } from './location-mismatch.check';

/** Statistics need this many earlier events of the same hub, material, registration unit and unit. */
export const MIN_SAMPLE = 8;
/** Iglewicz and Hoaglin's cut-off for the modified z-score. */
export const MAX_ROBUST_Z = 3.5;

export interface RobustScore {
  median: number;
  mad: number;
  robustZ: number;
  sampleSize: number;
}

/** The score as a finding shows it (z to two decimals). */
export const scoreEvidence = (s: RobustScore) => ({
  median: s.median,
  mad: s.mad,
  robustZ: Math.round(s.robustZ * 100) / 100,
  sampleSize: s.sampleSize,
});

/**
 * The modified z-score 0.6745·(x − median)/MAD of a value among earlier ones, robust to the outliers
 * it looks for; the MAD is floored at `minSpread(median)` so a hub whose figures are all alike is not flagged
 * for a trifle. Null with fewer than MIN_SAMPLE earlier values.
 */
export const robustScore = (
  sample: readonly number[],
  value: number,
  minSpread: (median: number) => number,
): RobustScore | null => {
  if (sample.length < MIN_SAMPLE) return null;
  const med = median([...sample]);
  const mad = Math.max(median(sample.map((w) => Math.abs(w - med))), minSpread(med), 1e-9);
  return { median: med, mad, robustZ: (0.6745 * (value - med)) / mad, sampleSize: sample.length };
};
