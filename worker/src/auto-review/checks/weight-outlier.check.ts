import { type Check, isEarlier } from './check';
import { median } from './location-mismatch.check';

/** Statistics need this many earlier events of the same hub, material, registration unit and unit. */
export const MIN_SAMPLE = 8;
/** Iglewicz and Hoaglin's cut-off for the modified z-score. */
export const MAX_ROBUST_Z = 3.5;
/** A spread of at least 5 % of the median, so a hub whose bags all weigh the same is not flagged for 1 g. */
const MIN_SPREAD = 0.05;

/**
 * WEIGHT_OUTLIER: the weight is far from what this hub registers for this material and unit,
 * by the modified z-score 0.6745·(x − median)/MAD, robust to the outliers it looks for.
 */
export const weightOutlierCheck: Check = {
  name: 'WEIGHT_OUTLIER',
  version: 1,
  run({ event, history }) {
    const sample = history.hubEvents.filter((e) => !e.removed && isEarlier(e, event) && e.type === event.type
      && e.materialType === event.materialType && e.registrationUnit === event.registrationUnit && e.quantityUnit === event.quantityUnit)
      .map((e) => e.weight);
    if (sample.length < MIN_SAMPLE) return [];
    const med = median(sample);
    const mad = Math.max(median(sample.map((w) => Math.abs(w - med))), MIN_SPREAD * Math.abs(med), 1e-9);
    const robustZ = (0.6745 * (event.weight - med)) / mad;
    if (Math.abs(robustZ) <= MAX_ROBUST_Z) return [];
    return [{
      tag: 'WEIGHT_OUTLIER',
      evidence: { enteredWeight: event.weight, quantityUnit: event.quantityUnit, median: med, mad, robustZ: Math.round(robustZ * 100) / 100, sampleSize: sample.length },
    }];
  },
};
