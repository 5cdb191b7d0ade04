import { describe, expect, it } from 'vitest';
import {
  documentMoistureReadings,
  documentWeightReadings,
  numberReadings,
} from './document-from-text';

describe('numbers as documents print them', () => {
  it('reads decimals, thousands and the ambiguous lone separator before three digits both ways', () => {
    expect(numberReadings('12.5')).toEqual([12.5]);
    expect(numberReadings('12,5')).toEqual([12.5]);
    expect(numberReadings('1.234.567')).toEqual([1234567]);
    expect(numberReadings('1.234,5')).toEqual([1234.5]);
    expect(numberReadings('1,234.5')).toEqual([1234.5]);
    expect(numberReadings('14 220')).toEqual([14220]);
    expect(numberReadings("14'220.5")).toEqual([14220.5]);
    expect(numberReadings('1.250')).toEqual([1.25, 1250]);
    expect(numberReadings('570')).toEqual([570]);
  });
});

describe('the weight a document states', () => {
  it('takes the net weight, not the slip number, the date, the gross or the tare', () => {
    const slip = [
      'WEIGH SLIP No. 20431',
      'Date 20.11.2026 10:14',
      'Gross 14 220 kg',
      'Tare 5 100 kg',
      'Net weight: 9 120 kg',
    ];
    expect(documentWeightReadings(slip)).toEqual([9120]);
    expect(documentWeightReadings(['Nettogewicht', '9.120 kg'])).toEqual([9.12, 9120]); // the value in the next cell
  });

  it("gross less tare where no net is printed; tonnes in the unit's thousands", () => {
    expect(documentWeightReadings(['Gross: 14,22 t', 'Tare: 5,1 t'])).toEqual([9120]);
  });

  it("a certificate's certified weight or quantity; otherwise every weight printed with a unit", () => {
    expect(
      documentWeightReadings([
        'Certificate 2026/118',
        'Certified weight 4 850 kg',
        'Moisture 12.5 %',
      ]),
    ).toEqual([4850]);
    expect(
      documentWeightReadings(['Recycling certificate', 'PET flakes 4850 kg, bales 12 units']),
    ).toEqual([4850]);
    expect(documentWeightReadings(['Recycling certificate', 'Moisture 12.5 %'])).toEqual([]);
  });
});

describe('the moisture percentage a certificate states', () => {
  it('reads the labelled percentage, in English or German', () => {
    expect(
      documentMoistureReadings(['Calorific value 18.2 MJ/kg', 'Total moisture: 12,5 %', 'Ash 8 %']),
    ).toEqual([12.5]);
    expect(documentMoistureReadings(['Wassergehalt', '14.0%'])).toEqual([14]);
  });

  it('states none: empty', () => {
    expect(documentMoistureReadings(['Calorific value 18.2 MJ/kg'])).toEqual([]);
    expect(documentMoistureReadings(['Moisture: see annex'])).toEqual([]);
  });
});
