import { createHash } from 'node:crypto';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { AuditSamplePick } from '@cairn/contracts';
import type { HubEventRecord } from '@cairn/projection-service';

type Reason = AuditSamplePick['reasons'][number];
/** How much each reason adds to an event's weight in the draw (a plain event weighs 1). */
const RISK: Record<Reason, number> = {
  FLAGGED: 4,
  FINDINGS: 2,
  WEIGHT_OUTLIER: 2,
  NEW_COLLECTOR: 1,
};

const outlierLimit = (weights: number[]) => {
  const mean = weights.reduce((s, w) => s + w, 0) / weights.length;
  const sd = Math.sqrt(weights.reduce((s, w) => s + (w - mean) ** 2, 0) / weights.length);
  return mean + 2 * sd;
};

/**
 * Each candidate's risk: flagged (by a person or the checks), automatic findings, a weight more than two
 * standard deviations above the period's mean for its type and material, a collector first seen in the period.
 * `earlier`: the hub's events before the period (to tell a new collector).
 */
export const risksOf = (
  candidates: HubEventRecord[],
  earlier: HubEventRecord[],
): AuditSamplePick[] => {
  const known = new Set(
    earlier.flatMap((e) => (e.collectorTrackingNumber ? [e.collectorTrackingNumber] : [])),
  );
  const limits = new Map<string, number>();
  const limitOf = (key: string) => {
    let limit = limits.get(key);
    if (limit === undefined) {
      limit = outlierLimit(
        candidates.filter((c) => `${c.type}|${c.materialType}` === key).map((c) => c.weight),
      );
      limits.set(key, limit);
    }
    return limit;
  };
  return candidates.map((e) => {
    const reasons: Reason[] = [];
    if (e.status === 'FLAGGED' || e.status === 'AUTO_FLAGGED') reasons.push('FLAGGED');
    if (e.anomalies.length > 0) reasons.push('FINDINGS');
    if (e.weight > limitOf(`${e.type}|${e.materialType}`)) reasons.push('WEIGHT_OUTLIER');
    if (e.collectorTrackingNumber && !known.has(e.collectorTrackingNumber))
      reasons.push('NEW_COLLECTOR');
    return { hubEventUuid: e.uuid, risk: 1 + reasons.reduce((s, r) => s + RISK[r], 0), reasons };
  });
};

/** The seed as the generator's 32-bit integer: any text draws the same sample again. */
const seedNumber = (seed: string) => createHash('sha256').update(seed).digest().readInt32BE(0);

/**
 * `size` picks without replacement, each candidate's chance in proportion to its risk (Efraimidis–Spirakis:
 * the largest u^(1/risk)), from the seed alone: candidates are taken in uuid order, so the same period,
 * seed and records draw the same sample.
 */
export const drawSample = (
  picks: AuditSamplePick[],
  size: number,
  seed: string,
): AuditSamplePick[] => {
  const rng = xoroshiro128plus(seedNumber(seed));
  return [...picks]
    .sort((a, b) => a.hubEventUuid.localeCompare(b.hubEventUuid))
    .map((pick) => ({ pick, key: Math.log(1 - uniformFloat64(rng)) / pick.risk }))
    .sort((a, b) => b.key - a.key)
    .slice(0, size)
    .map(({ pick }) => pick);
};
