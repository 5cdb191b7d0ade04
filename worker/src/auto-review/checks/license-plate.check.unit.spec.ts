import { describe, expect, it } from 'vitest';
import { hubEvent, input } from './check.fixtures';
import { licensePlateCheck, normalisePlate } from './license-plate.check';

const plates = (typed: string | null, lines: string[] | null) =>
  input({
    event: hubEvent({ type: 'CLEARANCE', licensePlate: typed }),
    platePicture: { uuid: 'truck', ocrLines: lines },
  });

describe('IMAGE_LICENSE_PLATE_MISMATCH', () => {
  it('the plate read is not the typed one', () => {
    expect(licensePlateCheck.run(plates('MH 12 AB 1234', ['MH 14 CD 9876']))).toEqual([
      {
        tag: 'IMAGE_LICENSE_PLATE_MISMATCH',
        evidence: { plateRead: 'MH 14 CD 9876', plateTyped: 'MH 12 AB 1234' },
      },
    ]);
  });

  it('the same plate, written otherwise (spaces, dashes, case, O for 0), agrees', () => {
    expect(licensePlateCheck.run(plates('mh-12-ab-1234', ['MH 12 AB 1234']))).toEqual([]);
    expect(normalisePlate('PE-4321')).toBe(normalisePlate('pe 432I'));
  });

  it('boundary: one character off is a mismatch', () => {
    expect(licensePlateCheck.run(plates('MH 12 AB 1235', ['MH 12 AB 1234']))).toHaveLength(1);
  });

  it('no plate typed, no plate readable, or the picture not read: no finding', () => {
    expect(licensePlateCheck.run(plates(null, ['MH 14 CD 9876']))).toEqual([]);
    expect(licensePlateCheck.run(plates('MH 12 AB 1234', ['a truck']))).toEqual([]);
    expect(licensePlateCheck.run(plates('MH 12 AB 1234', null))).toEqual([]);
  });
});
