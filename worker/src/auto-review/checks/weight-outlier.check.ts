import { type Check, isEarlier } from './check';
import { MAX_ROBUST_Z, robustScore, scoreEvidence } from './robust-statistics';

export { MIN_SAMPLE } from './robust-statistics';
/** A spread of at least 5 % of the median, so a hub whose bags all weigh the same is not flagged for 1 g. */
const MIN_SPREAD = 0.05;

/**
 * WEIGHT_OUTLIER: the weight is far from what this hub registers for this material and unit,
 * by the modified z-score 0.6745·(x − median)/MAD (robust-statistics.ts).
 */
export const weightOutlierCheck: Check = {
  name: 'WEIGHT_OUTLIER',
  version: 1,
  run({ event, history }) {
    const sample = history.hubEvents
      .filter(
        (e) =>
          !e.removed &&
          isEarlier(e, event) &&
          e.type === event.type &&
          e.materialType === event.materialType &&
          e.registrationUnit === event.registrationUnit &&
          e.quantityUnit === event.quantityUnit,
      )
      .map((e) => e.weight);
    const score = robustScore(sample, event.weight, (median) => MIN_SPREAD * Math.abs(median));
    if (!score || Math.abs(score.robustZ) <= MAX_ROBUST_Z) return [];
    return [
      {
        tag: 'WEIGHT_OUTLIER',
        evidence: {
          enteredWeight: event.weight,
          quantityUnit: event.quantityUnit,
          ...scoreEvidence(score),
        },
      },
    ];
  },
};
