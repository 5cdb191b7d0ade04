import { describe, expect, it } from 'vitest';
import { formatPrice, formatStock, oilInLiters } from './stock-format';

describe('stock display', () => {
  it('shows tons above 1000 kg and kg below 1 t, with 2 decimals', () => {
    expect(formatStock(1512.5, 'KG')).toBe('1.51 t');
    expect(formatStock(1000, 'KG')).toBe('1000.00 kg');
    expect(formatStock(0.75, 'KG')).toBe('0.75 kg');
    expect(formatStock(12, 'LITER')).toBe('12.00 l');
    expect(formatStock(1500, 'LITER')).toBe('1.50 m³');
  });
  it('shows prices with 2 decimals, or a dash while none exists', () => {
    expect(formatPrice(null, 'INR')).toBe('-');
    expect(formatPrice(3.5, 'EUR')).toBe('3.50 EUR');
  });
  it('reads used oil weighed in kg in litres too (0.7 kg per litre)', () => {
    expect(oilInLiters({ materialType: 'OIL_USED', quantity: 70, quantityUnit: 'KG' })).toBe(
      '≈ 100.00 l',
    );
    expect(oilInLiters({ materialType: 'PET_CLEAR', quantity: 70, quantityUnit: 'KG' })).toBe(null);
  });
});
