import { describe, expect, it } from 'vitest';
import { hubEvent, input, pictureEvidence } from './check.fixtures';
import { imageWeightMismatchCheck, ocrDataNotDetectedCheck } from './image-weight.check';

const reading = (
  lines: string[] | null,
  weight: number,
  type: 'REGISTRATION' | 'CERTIFICATION' = 'REGISTRATION',
) => input({ event: hubEvent({ weight, type }), picture: pictureEvidence({ ocrLines: lines }) });

describe('IMAGE_WEIGHT_MISMATCH', () => {
  it('a scale reading 12.5 kg registered as 19.75 kg is a mismatch that says both', () => {
    expect(imageWeightMismatchCheck.run(reading(['12.5 kg'], 19.75))).toEqual([
      {
        tag: 'IMAGE_WEIGHT_MISMATCH',
        evidence: { readWeight: 12.5, enteredWeight: 19.75, quantityUnit: 'KG' },
      },
    ]);
  });

  it('the reading follows Document 1 §9 (grams without a decimal point)', () => {
    expect(imageWeightMismatchCheck.run(reading(['NET', '8340'], 8.34))).toEqual([]);
    expect(imageWeightMismatchCheck.run(reading(['NET', '8340'], 83.4))).toHaveLength(1);
  });

  it('boundary: within 2 % (or 0.1) agrees, just beyond does not', () => {
    expect(imageWeightMismatchCheck.run(reading(['49.00 kg'], 50))).toEqual([]); // 1.00 = 2 % of 50
    expect(imageWeightMismatchCheck.run(reading(['48.98 kg'], 50))).toHaveLength(1);
    expect(imageWeightMismatchCheck.run(reading(['2.1 kg'], 2.0))).toEqual([]); // 0.1 absolute
    expect(imageWeightMismatchCheck.run(reading(['2.2 kg'], 2.0))).toHaveLength(1);
  });

  it('nothing read, no picture, or a certificate (no scale): no finding', () => {
    expect(imageWeightMismatchCheck.run(reading(['PET'], 10))).toEqual([]);
    expect(imageWeightMismatchCheck.run(reading(null, 10))).toEqual([]);
    expect(imageWeightMismatchCheck.run(reading(['3.5 kg'], 10, 'CERTIFICATION'))).toEqual([]);
    expect(imageWeightMismatchCheck.run(input({ picture: null }))).toEqual([]);
  });
});

describe('OCR_DATA_NOT_DETECTED', () => {
  it('a picture of a weighed event where no weight can be read', () => {
    expect(ocrDataNotDetectedCheck.run(reading(['PET'], 10))).toEqual([
      { tag: 'OCR_DATA_NOT_DETECTED', evidence: { enteredWeight: 10, quantityUnit: 'KG' } },
    ]);
    expect(ocrDataNotDetectedCheck.run(reading([], 10))).toHaveLength(1);
  });

  it('a readable weight, a picture not read, or a type without a scale: no finding', () => {
    expect(ocrDataNotDetectedCheck.run(reading(['12.5 kg'], 19.75))).toEqual([]);
    expect(ocrDataNotDetectedCheck.run(reading(null, 10))).toEqual([]);
    expect(ocrDataNotDetectedCheck.run(reading([], 10, 'CERTIFICATION'))).toEqual([]);
  });
});
