import { describe, expect, it } from 'vitest';
import {
  flowIsEmpty,
  flowLinks,
  flowYield,
  registrationSource,
  trendBuckets,
  type FlowSteps,
} from './material-flow';
import { stepsBefore, usualRange } from './usual-range';

const ZERO: FlowSteps = {
  registered: 0,
  gradedInput: 0,
  gradedOutput: 0,
  processedLoad: 0,
  processedInput: 0,
  processedOutput: 0,
  cleared: 0,
};

describe('the material flow’s links (issue 39)', () => {
  it('sends each step on, with the loss and the stock left as what remains', () => {
    const links = flowLinks({
      registered: 100.001,
      gradedInput: 60,
      gradedOutput: 55.5,
      processedLoad: 30,
      processedInput: 50,
      processedOutput: 70,
      cleared: 65.25,
    });
    const weight = (s: string, t: string) =>
      links.find((l) => l.source === s && l.target === t)?.weight;
    expect(weight('REGISTERED', 'STOCK')).toBe(10.001);
    expect(weight('GRADING', 'LOSS')).toBe(4.5);
    expect(weight('GRADED', 'STOCK')).toBe(5.5);
    expect(weight('PROCESSING', 'LOSS')).toBe(10);
    expect(weight('PROCESSED', 'STOCK')).toBe(4.75);
  });

  it('draws no link of zero and never a negative remainder (a period need not balance)', () => {
    const links = flowLinks({ ...ZERO, gradedInput: 40, gradedOutput: 38 });
    expect(links.map((l) => `${l.source}>${l.target}`)).toEqual([
      'REGISTERED>GRADING',
      'GRADING>GRADED',
      'GRADING>LOSS',
      'GRADED>STOCK',
    ]);
    expect(links.every((l) => l.weight > 0)).toBe(true);
    expect(flowIsEmpty(ZERO)).toBe(true);
    expect(flowYield(ZERO)).toBeNull();
    expect(flowYield({ ...ZERO, gradedInput: 40, gradedOutput: 38 })).toBe(0.95);
  });

  it('cuts a period into days, weeks or longer steps that cover it without overlap', () => {
    const week = trendBuckets('2026-11-02T00:00:00.000Z', '2026-11-08T23:59:59.999Z');
    expect(week).toHaveLength(7);
    const month = trendBuckets('2026-11-01T00:00:00.000Z', '2026-11-30T23:59:59.999Z');
    expect(month).toHaveLength(5);
    const ages = trendBuckets('2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z');
    expect(ages.length).toBeLessThanOrEqual(61);
    for (const b of [week, month, ages]) {
      expect(b[0]!.start).toMatch(/^20\d\d/);
      expect(b.at(-1)!.end).toBe(
        b === week
          ? '2026-11-08T23:59:59.999Z'
          : b === month
            ? '2026-11-30T23:59:59.999Z'
            : '2100-01-01T00:00:00.000Z',
      );
      for (let i = 1; i < b.length; i++)
        expect(Date.parse(b[i]!.start)).toBe(Date.parse(b[i - 1]!.end) + 1);
    }
  });
});

describe('registrationSource', () => {
  it('names a supplying hub by its uuid and groups the rest, without a person', () => {
    expect(registrationSource({ supplierUuid: 'h-2', collectorUuid: 'c-1' })).toBe('HUB:h-2');
    expect(registrationSource({ collectorUuid: 'c-1', supplierName: null })).toBe('COLLECTORS');
    expect(registrationSource({ supplier: 'Dealer' })).toBe('UNREGISTERED_SUPPLIER');
    expect(registrationSource({ supplierName: '  ' })).toBe('UNNAMED');
    expect(registrationSource({})).toBe('UNNAMED');
  });
});

describe('the usual yield', () => {
  it('is the middle half of the past yields, none with fewer than four', () => {
    expect(usualRange([0.9, null, 0.8, 0.85])).toBeNull();
    expect(usualRange([0.8, 0.9, 0.85, 0.7, null, 0.95])).toEqual({
      low: 0.8,
      high: 0.9,
      steps: 5,
    });
    // Linear between ranks: the quartiles of 1..4 are 1.75 and 3.25.
    expect(usualRange([0.1, 0.2, 0.3, 0.4])).toEqual({ low: 0.175, high: 0.325, steps: 4 });
  });

  it('looks at the steps just before the period, as long as its first step', () => {
    const week = trendBuckets('2026-11-02T00:00:00.000Z', '2026-11-29T23:59:59.999Z');
    const past = stepsBefore(week, 3);
    expect(past).toEqual([
      { start: '2026-10-12T00:00:00.000Z', end: '2026-10-18T23:59:59.999Z' },
      { start: '2026-10-19T00:00:00.000Z', end: '2026-10-25T23:59:59.999Z' },
      { start: '2026-10-26T00:00:00.000Z', end: '2026-11-01T23:59:59.999Z' },
    ]);
    expect(stepsBefore([])).toEqual([]);
  });
});
