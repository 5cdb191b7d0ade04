import { describe, expect, it } from 'vitest';
import { hubEvent, input, priorEvent } from './check.fixtures';
import { moistureOutlierCheck } from './moisture-outlier.check';
import { MIN_SAMPLE } from './robust-statistics';

// Co-processing certificates of refuse-derived fuel at one hub: about 12 % moisture.
const usual = [11, 11.5, 12, 12, 12.5, 13, 12, 11.8];
const certificate = {
  type: 'CERTIFICATION' as const,
  materialType: 'RDF',
  registrationUnit: 'TRUCK_LOAD',
};
const history = (ms: Array<number | null>, over = {}) => ({
  priorPictures: [],
  hubEvents: ms.map((moisturePercentage, i) =>
    priorEvent({
      uuid: `m${i}`,
      ...certificate,
      moisturePercentage,
      createdAt: `2026-11-0${1 + (i % 9)}T00:00:00.000Z`,
      ...over,
    }),
  ),
});
const check = (moisture: number | null, ms: Array<number | null> = usual, over = {}) =>
  moistureOutlierCheck.run(
    input({
      event: hubEvent({ ...certificate, moisturePercentage: moisture }),
      history: history(ms, over),
    }),
  );

describe('MOISTURE_PERCENTAGE_OUTLIER', () => {
  it('35 % moisture where this hub certifies about 12 %', () => {
    const [finding] = check(35);
    expect(finding).toMatchObject({
      tag: 'MOISTURE_PERCENTAGE_OUTLIER',
      evidence: { enteredMoisture: 35, median: 12, sampleSize: 8 },
    });
    expect(finding.evidence.robustZ).toBeGreaterThan(3.5);
  });

  it('a usual moisture, or a dry load (only the high side speaks), is no finding', () => {
    expect(check(12.8)).toEqual([]);
    expect(check(2)).toEqual([]);
  });

  it('boundary: a modified z-score of 3.5 is no finding, above is', () => {
    // median 12, MAD floored at 0.6 (5 % of 12, above the 0.5-point reading tolerance): z = 0.6745 (x − 12) / 0.6
    const edge = 12 + (3.5 * 0.6) / 0.6745;
    expect(check(edge - 0.01)).toEqual([]);
    expect(check(edge + 0.01)).toHaveLength(1);
  });

  it('no moisture entered, other materials, events without moisture or too few: no statistics', () => {
    expect(check(null)).toEqual([]);
    expect(check(35, usual, { materialType: 'PET_CLEAR' })).toEqual([]);
    expect(check(35, [...usual.slice(0, MIN_SAMPLE - 1), null, null])).toEqual([]);
  });
});
