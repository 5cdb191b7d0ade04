import { describe, expect, it } from 'vitest';
import { clearablePath, clearRoute } from './mass-balance-clearance';

describe('the mass-balance clearance panel', () => {
  it("asks what a stage holds up to the panel's opening", () => {
    expect(clearablePath('SEGREGATION', '2026-11-25T12:00:00.000Z')).toBe(
      '/api/massBalance/clearable?account=SEGREGATION&startDate=1970-01-01T00%3A00%3A00.000Z&endDate=2026-11-25T12%3A00%3A00.000Z',
    );
  });

  it('clears a row through the clearance form with its type, its product and its whole weight', () => {
    expect(
      clearRoute({
        materialType: 'PET_CLEAR',
        productType: null,
        quantityUnit: 'KG',
        weight: 12.5,
      }),
    ).toBe('/clear-material-stock?materialTypes=PET_CLEAR&total=12.500');
    expect(
      clearRoute({
        materialType: 'PET_FLAKES_CLEAR',
        productType: 'CHIP',
        quantityUnit: 'KG',
        weight: 3.25,
      }),
    ).toBe('/clear-material-stock?materialTypes=PET_FLAKES_CLEAR&productType=CHIP&total=3.250');
  });
});
