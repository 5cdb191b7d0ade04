import { describe, expect, it } from 'vitest';
import { collectorTable } from './collector-table';

describe('the collector weekly report', () => {
  it("sums each collector's collections, weights and materials; events without a collector stay out", () => {
    const table = collectorTable([
      {
        collectorTrackingNumber: 'C-0002',
        weight: 1.1,
        quantityUnit: 'KG',
        materialType: 'PET_CLEAR',
      },
      {
        collectorTrackingNumber: 'C-0001',
        weight: 2.2,
        quantityUnit: 'KG',
        materialType: 'HDPE_MIXED',
      },
      {
        collectorTrackingNumber: 'C-0002',
        weight: 2.2,
        quantityUnit: 'KG',
        materialType: 'CARDBOARD',
      },
      { collectorTrackingNumber: 'C-0002', weight: 5, quantityUnit: 'LITER', materialType: 'OIL' },
      { collectorTrackingNumber: null, weight: 100, quantityUnit: 'KG', materialType: 'PET_CLEAR' },
    ]);
    expect(table.rows).toEqual([
      ['C-0001', 1, 2.2, 0, 'HDPE_MIXED'],
      ['C-0002', 3, 3.3, 5, 'CARDBOARD OIL PET_CLEAR'],
    ]);
  });
});
