import { describe, expect, it } from 'vitest';
import { findingSentence } from './auto-review-findings';
import { Unit } from './enums';
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

  it('writes every unit of Document 1 §3 as the table says (kg, t, km, l, cal/g, m³)', () => {
    expect(Unit.options.map((u) => UNIT_LABEL[u])).toEqual(['kg', 't', 'km', 'l', 'cal/g', 'm³']);
    expect(formatQuantity(1500, 'KG')).toBe('1.50 t');
    expect(formatQuantity(12.5, 'LITER')).toBe('12.50 l');
  });

  it("writes the automatic review's findings in the table's units: km away, litres as l", () => {
    expect(
      findingSentence({
        tag: 'LOCATION_MISMATCH',
        check: 'LOCATION_MISMATCH',
        version: 1,
        evidence: { distanceKm: 31.2, sampleSize: 6 },
      }),
    ).toBe('The picture was taken 31.2 km from where this hub works (learnt from 6 captures).');
    expect(
      findingSentence({
        tag: 'IMAGE_WEIGHT_MISMATCH',
        check: 'IMAGE_WEIGHT_MISMATCH',
        version: 1,
        evidence: { readWeight: 12, enteredWeight: 20, quantityUnit: 'LITER' },
      }),
    ).toBe('The scale in the picture reads 12 l; 20 l was entered.');
  });
});
