import { describe, expect, it } from 'vitest';
import { documentEvidence, hubEvent, input } from './check.fixtures';
import { documentMoistureCheck } from './document-moisture.check';

const CERTIFICATE = [
  'Co-processing certificate',
  'Calorific value 18.2 MJ/kg',
  'Total moisture: 18,5 %',
  'Ash 8 %',
];
const check = (
  moisturePercentage: number | null,
  lines: string[] | null = CERTIFICATE,
  type: 'CERTIFICATION' | 'CLEARANCE' = 'CERTIFICATION',
) =>
  documentMoistureCheck.run(
    input({ event: hubEvent({ type, moisturePercentage }), document: documentEvidence(lines) }),
  );

describe('DOCUMENT_MOISTURE_PERCENTAGE_MISMATCH', () => {
  it('a certificate stating 18.5 % moisture entered as 12 %', () => {
    expect(check(12)).toEqual([
      {
        tag: 'DOCUMENT_MOISTURE_PERCENTAGE_MISMATCH',
        evidence: { readMoisture: 18.5, enteredMoisture: 12, documentKind: 'PDF' },
      },
    ]);
  });

  it('the moisture as stated is no finding', () => {
    expect(check(18.5)).toEqual([]);
  });

  it('boundary: 0.5 percentage points agree, beyond does not', () => {
    expect(check(18)).toEqual([]);
    expect(check(19)).toEqual([]);
    expect(check(17.9)).toHaveLength(1);
    expect(check(19.1)).toHaveLength(1);
  });

  it("no moisture entered or stated, another event type: no finding; a PDF without text: the check's failure", () => {
    expect(check(null)).toEqual([]);
    expect(check(12, ['Calorific value 18.2 MJ/kg'])).toEqual([]);
    expect(check(12, CERTIFICATE, 'CLEARANCE')).toEqual([]);
    expect(() =>
      documentMoistureCheck.run(
        input({
          event: hubEvent({ type: 'CERTIFICATION', moisturePercentage: 12 }),
          document: documentEvidence(null, { error: 'pdfWithoutText' }),
        }),
      ),
    ).toThrow('pdfWithoutText');
  });
});
