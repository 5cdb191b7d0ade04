import { MOISTURE_TOLERANCE } from '@cairn/contracts';
import { type Check, isEarlier } from './check';
import { MAX_ROBUST_Z, robustScore, scoreEvidence } from './robust-statistics';

/**
 * MOISTURE_PERCENTAGE_OUTLIER (anomaly type HIGH_MOISTURE_PERCENTAGE): the entered moisture is far
 * above what this hub records for this event type, material and registration unit, by the same
 * modified z-score as WEIGHT_OUTLIER. Only the high side speaks: wet material weighs water, dry does
 * not inflate a weight. The spread is floored at 5 % of the median or the reading tolerance of
 * 0.5 percentage points, whichever is larger.
 */
export const moistureOutlierCheck: Check = {
  name: 'MOISTURE_PERCENTAGE_OUTLIER',
  version: 1,
  run({ event, history }) {
    if (event.moisturePercentage === null) return [];
    const sample = history.hubEvents.flatMap((e) =>
      !e.removed &&
      e.moisturePercentage !== null &&
      isEarlier(e, event) &&
      e.type === event.type &&
      e.materialType === event.materialType &&
      e.registrationUnit === event.registrationUnit
        ? [e.moisturePercentage]
        : [],
    );
    const score = robustScore(sample, event.moisturePercentage, (median) =>
      Math.max(0.05 * median, MOISTURE_TOLERANCE.absolute),
    );
    if (!score || score.robustZ <= MAX_ROBUST_Z) return [];
    return [
      {
        tag: 'MOISTURE_PERCENTAGE_OUTLIER',
        evidence: { enteredMoisture: event.moisturePercentage, ...scoreEvidence(score) },
      },
    ];
  },
};
