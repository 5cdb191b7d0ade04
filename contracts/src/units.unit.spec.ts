import { describe, expect, it } from 'vitest';
import { displayQuantity, formatQuantity, litersOfOil, UNIT_LABEL } from './units';

describe('quantity display from the unit table', () => {
  it('switches kg to t and l to m³ above 1000', () => {
    expect(displayQuantity(1500, 'KG')).toEqual({ value: 1.5, unit: 'TON' });
    expect(displayQuantity(2500, 'LITER')).toEqual({ value: 2.5, unit: 'CUBIC_METER' });
    expect(displayQuantity(1000, 'LITER')).toEqual({ value: 1000, unit: 'LITER' });
    expect(formatQuantity(2500, 'LITER')).toBe(`2.50 ${UNIT_LABEL.CUBIC_METER}`);
    expect(formatQuantity(0.75, 'KG')).toBe('0.75 kg');
  });

  it('reads oil weighed in kg in litres at 0.7 kg per litre', () => {
    expect(litersOfOil(70)).toBeCloseTo(100);
  });
});
