import { describe, expect, it } from 'vitest';
import { roundQuantity } from './quantity-rounding';

describe('roundQuantity', () => {
  it('rounds to the gram, so sums of decimals show no noise', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(roundQuantity(0.1 + 0.2)).toBe(0.3);
    expect(roundQuantity(12.3456)).toBe(12.346);
    expect(roundQuantity(-4.0004)).toBe(-4);
    expect(roundQuantity(700.5)).toBe(700.5);
  });
});
