import { describe, expect, it } from 'vitest';
import { dayText, materialText, quantityText, tagsText } from './notification-texts';

describe("a notification's values, as its reader writes them", () => {
  it('writes weights, materials, tags and days in English or German', () => {
    expect(quantityText('EN', 1234.5, 'KG')).toBe('1,234.5 kg');
    expect(quantityText('DE', 1234.5, 'KG')).toBe('1.234,5 kg');
    expect(materialText('EN', 612.5, 'KG', 'PET_CLEAR')).toBe('612.5 kg PET clear');
    expect(materialText('DE', 612.5, 'LITER', 'OIL_USED')).toBe('612,5 l Altöl');
    expect(materialText('DE', 3, 'KG', null)).toBe('3 kg');
    expect(tagsText('DE', ['IMAGE_DUPLICATE', 'OTHER'])).toBe('Doppeltes Foto, Sonstiges');
    expect(tagsText('EN', ['IMAGE_SCALE_VISIBILITY'])).toBe('Image scale visibility');
    expect(tagsText('EN', [])).toBe('none');
    expect(dayText('DE', '2026-03-05T09:00:00.000Z')).toBe('5. März 2026');
    expect(dayText('EN', '2026-03-05T09:00:00.000Z')).toBe('2026-03-05');
  });
});
