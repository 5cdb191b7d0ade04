/** The hub's usual yield in the material flow's trend (issue 39, docs/decisions.md). */

/** The inter-quartile band of past yields, and how many past steps it rests on. */
export interface UsualRange {
  low: number;
  high: number;
  steps: number;
}

/** How many steps before the period the usual range looks at, and how many must have a yield. */
export const USUAL_RANGE_STEPS = 12;
export const USUAL_RANGE_MIN_STEPS = 4;

const quantile = (sorted: number[], q: number) => {
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  const [a = 0, b = 0] = [sorted[lo], sorted[hi]];
  return a + (b - a) * (at - lo);
};

/**
 * The first and third quartile (linear between ranks) of past yields: half of the hub's past steps fall
 * within it. Null with fewer than USUAL_RANGE_MIN_STEPS yields, where a band would mean nothing.
 */
export const usualRange = (yields: Array<number | null>): UsualRange | null => {
  const known = yields.filter((y): y is number => y !== null).sort((a, b) => a - b);
  if (known.length < USUAL_RANGE_MIN_STEPS) return null;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    low: round(quantile(known, 0.25)),
    high: round(quantile(known, 0.75)),
    steps: known.length,
  };
};

/** The `count` steps just before the period, as long as its first step (oldest first). */
export const stepsBefore = (
  buckets: Array<{ start: string; end: string }>,
  count = USUAL_RANGE_STEPS,
): Array<{ start: string; end: string }> => {
  const first = buckets[0];
  if (!first) return [];
  const from = Date.parse(first.start);
  const step = Date.parse(first.end) - from + 1;
  return Array.from({ length: count }, (_, i) => {
    const start = from - (count - i) * step;
    return { start: new Date(start).toISOString(), end: new Date(start + step - 1).toISOString() };
  });
};
