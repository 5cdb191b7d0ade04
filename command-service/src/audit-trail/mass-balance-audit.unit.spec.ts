import type { QuantityUnit } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import type { MassBalanceEntryKind, MassBalanceEntryRow } from '@cairn/projection-service';
import { massBalanceAudit } from './mass-balance-audit';

const entry = (
  key: string,
  kind: MassBalanceEntryKind,
  materialType: string,
  weight: number,
  at: string,
  removed = false,
  quantityUnit: QuantityUnit = 'KG',
): MassBalanceEntryRow => ({
  key,
  hubUuid: 'h',
  kind,
  materialType,
  productType: null,
  day: at.slice(0, 10),
  at,
  weight,
  removed,
  quantityUnit,
});
const rows = [
  entry('bag-0', 'REGISTERED', 'PET_CLEAR', 50, '2026-03-30T10:00:00.000Z'),
  entry('cl-0:PET_CLEAR', 'CLEARED', 'PET_CLEAR', 20, '2026-03-31T10:00:00.000Z'),
  entry('bag-1', 'REGISTERED', 'PET_CLEAR', 30, '2026-04-02T10:00:00.000Z'),
  entry('bag-2', 'REGISTERED', 'HDPE_MIXED', 10, '2026-04-02T11:00:00.000Z'),
  entry('bag-gone', 'REGISTERED', 'HDPE_MIXED', 99, '2026-04-02T11:00:00.000Z', true),
  entry('graded:bag-1', 'GRADED_INPUT', 'PET_CLEAR', 30, '2026-04-03T10:00:00.000Z'),
  entry('graded:bag-2', 'GRADED_INPUT', 'HDPE_MIXED', 10, '2026-04-03T10:00:00.000Z'),
  entry('bale-1', 'GRADED_OUTPUT', 'PET_CLEAR', 37, '2026-04-03T12:00:00.000Z'),
  entry('cl-1:PET_CLEAR', 'CLEARED', 'PET_CLEAR', 80, '2026-04-05T10:00:00.000Z'),
  entry('bag-later', 'REGISTERED', 'PET_CLEAR', 5, '2026-07-02T10:00:00.000Z'),
];

describe('mass balance an auditor can check', () => {
  const audit = massBalanceAudit('h', '2026-04-01T00:00:00.000Z', '2026-06-30T23:59:59.999Z', rows);

  it('opening + inputs − outputs = closing per material, each term with its entries and records', () => {
    const pet = audit.lines.find((l) => l.materialType === 'PET_CLEAR')!;
    expect(pet).toMatchObject({ opening: 30, closing: 30 + 67 - 110 });
    expect(pet.inputs.weight).toBe(67);
    expect(pet.inputs.entries.map((e) => e.recordUuid)).toEqual(['bag-1', 'bale-1']);
    expect(pet.outputs.entries.map((e) => [e.recordUuid, e.kind, e.weight])).toEqual([
      ['bag-1', 'GRADED_INPUT', 30],
      ['cl-1', 'CLEARED', 80],
    ]);
    const hdpe = audit.lines.find((l) => l.materialType === 'HDPE_MIXED')!;
    expect(hdpe).toMatchObject({ opening: 0, closing: 0, warning: false });
    expect(hdpe.inputs.weight).toBe(10);
  });

  it('warns where outputs exceed opening stock plus inputs, and where conversions gave out more than they took in', () => {
    expect(audit.lines.find((l) => l.materialType === 'PET_CLEAR')!.warning).toBe(true);
    // 40 kg went into grading, 37 kg came out: 3 kg lost, no conversion warning.
    expect(audit.losses.weight).toBe(3);
    expect(audit.losses.entries).toHaveLength(3);
    expect(audit.conversionWarning).toBe(false);
    const gained = massBalanceAudit('h', '2026-04-01T00:00:00.000Z', '2026-06-30T23:59:59.999Z', [
      ...rows,
      entry('bale-2', 'GRADED_OUTPUT', 'PET_COLORED', 5, '2026-04-03T12:00:00.000Z'),
    ]);
    expect(gained.losses.weight).toBe(-2);
    expect(gained.conversionWarning).toBe(true);
  });

  it('leaves litres (oil output) out of the balance of kilograms', () => {
    const withOil = massBalanceAudit('h', '2026-04-01T00:00:00.000Z', '2026-06-30T23:59:59.999Z', [
      ...rows,
      entry(
        'oil-1',
        'PROCESSED_OUTPUT',
        'PET_CLEAR',
        500,
        '2026-04-03T12:00:00.000Z',
        false,
        'LITER',
      ),
    ]);
    expect(withOil.lines).toEqual(audit.lines);
    expect(withOil.losses.weight).toBe(3);
  });
});
