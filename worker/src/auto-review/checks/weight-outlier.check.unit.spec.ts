import { describe, expect, it } from 'vitest';
import { hubEvent, input, priorEvent } from './check.fixtures';
import { MIN_SAMPLE, weightOutlierCheck } from './weight-outlier.check';

const weights = [9, 9.5, 10, 10, 10.5, 11, 10, 9.8];
const history = (ws: number[], over = {}) => ({
  priorPictures: [],
  hubEvents: ws.map((weight, i) =>
    priorEvent({
      uuid: `w${i}`,
      weight,
      createdAt: `2026-11-0${1 + (i % 9)}T00:00:00.000Z`,
      ...over,
    }),
  ),
});
const check = (weight: number, ws = weights, over = {}) =>
  weightOutlierCheck.run(input({ event: hubEvent({ weight }), history: history(ws, over) }));

describe('WEIGHT_OUTLIER', () => {
  it('a 95 kg bag where this hub registers about 10 kg bags', () => {
    const [finding] = check(95);
    expect(finding).toMatchObject({
      tag: 'WEIGHT_OUTLIER',
      evidence: { enteredWeight: 95, median: 10, sampleSize: 8 },
    });
    expect(finding.evidence.robustZ).toBeGreaterThan(3.5);
  });

  it('a usual weight is no finding', () => {
    expect(check(10.8)).toEqual([]);
  });

  it('boundary: a modified z-score of 3.5 is no finding, above is', () => {
    // median 10, MAD 0.5 (the 5 % floor): z = 0.6745 (x − 10) / 0.5
    const edge = 10 + (3.5 * 0.5) / 0.6745;
    expect(check(edge - 0.01)).toEqual([]);
    expect(check(edge + 0.01)).toHaveLength(1);
  });

  it('other materials or units, or too few events, give no statistics', () => {
    expect(check(95, weights, { materialType: 'HDPE' })).toEqual([]);
    expect(check(95, weights, { registrationUnit: 'BALE' })).toEqual([]);
    expect(check(95, weights.slice(0, MIN_SAMPLE - 1))).toEqual([]);
  });

  it('the outliers it looks for do not move its yardstick (median and MAD)', () => {
    expect(check(95, [...weights, 500, 600])).toHaveLength(1);
  });
});
