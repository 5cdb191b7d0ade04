import { describe, expect, it } from 'vitest';
import { unitText } from './format';

describe('unit texts in the UI come from the unit table', () => {
  it('writes the calorific value in cal/g, quantities in kg and l', () => {
    expect(unitText('CALORIES_PER_GRAM')).toBe('cal/g');
    expect(unitText('KG')).toBe('kg');
    expect(unitText('LITER')).toBe('l');
    expect(unitText(null)).toBe('');
  });
});
