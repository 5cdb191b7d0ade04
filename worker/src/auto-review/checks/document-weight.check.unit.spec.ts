import { describe, expect, it } from 'vitest';
import type { HubEventType } from '@cairn/contracts';
import { documentEvidence, hubEvent, input } from './check.fixtures';
import { certificateWeightCheck, weighSlipWeightCheck } from './document-weight.check';

const SLIP = [
  'WEIGH SLIP No. 20431',
  'Date 20.11.2026',
  'Gross 14 220 kg',
  'Tare 5 100 kg',
  'Net weight: 9 120 kg',
];
const slip = (
  weight: number,
  lines: string[] | null = SLIP,
  type: HubEventType = 'CLEARANCE',
  kind: 'PDF' | 'PICTURE' = 'PDF',
) =>
  weighSlipWeightCheck.run(
    input({
      event: hubEvent({ type, weight, registrationUnit: 'TRUCK_LOAD' }),
      document: documentEvidence(lines, { kind }),
    }),
  );

describe('DOCUMENT_WEIGHSLIP_WEIGHT_MISMATCH', () => {
  it('a weigh slip stating 9 120 kg net entered as 12 000 kg says both and where it was read', () => {
    expect(slip(12000)).toEqual([
      {
        tag: 'DOCUMENT_WEIGHSLIP_WEIGHT_MISMATCH',
        evidence: {
          readWeight: 9120,
          enteredWeight: 12000,
          quantityUnit: 'KG',
          documentKind: 'PDF',
        },
      },
    ]);
    expect(slip(14220, SLIP, 'CLEARANCE', 'PICTURE')).toEqual([
      expect.objectContaining({
        evidence: expect.objectContaining({ readWeight: 9120, documentKind: 'PICTURE' }),
      }),
    ]);
  });

  it('the net weight entered, or either reading of an ambiguous "9.120 kg", is no finding', () => {
    expect(slip(9120)).toEqual([]);
    expect(slip(9.12, ['Net 9.120 kg'])).toEqual([]);
    expect(slip(9120, ['Net 9.120 kg'])).toEqual([]);
  });

  it("boundary: weightsAgree's 2 % of the entered weight", () => {
    expect(slip(9306)).toEqual([]); // 9120 is 1.9987 % below 9306
    expect(slip(9307)).toHaveLength(1);
  });

  it('applies to clearances and to PDFs of other events, not to photos of bags nor certificates', () => {
    expect(slip(12000, SLIP, 'REGISTRATION', 'PDF')).toHaveLength(1);
    expect(slip(12000, SLIP, 'REGISTRATION', 'PICTURE')).toEqual([]);
    expect(slip(12000, SLIP, 'CERTIFICATION', 'PDF')).toEqual([]);
  });

  it("a document that states no weight, or a picture not read: no finding; a PDF without text: the check's failure", () => {
    expect(slip(12000, ['Delivery note', 'Thank you'])).toEqual([]);
    expect(slip(12000, null, 'CLEARANCE', 'PICTURE')).toEqual([]);
    expect(
      weighSlipWeightCheck.run(input({ event: hubEvent({ type: 'CLEARANCE' }), document: null })),
    ).toEqual([]);
    expect(() =>
      weighSlipWeightCheck.run(
        input({
          event: hubEvent({ type: 'CLEARANCE' }),
          document: documentEvidence(null, { error: 'pdfWithoutText' }),
        }),
      ),
    ).toThrow('pdfWithoutText');
  });
});

const CERTIFICATE = [
  'Recycling certificate 2026/118',
  'Material: PET flakes',
  'Certified weight 4 850 kg',
];
const certified = (
  certifiedWeight: number | null,
  lines: string[] | null = CERTIFICATE,
  type: HubEventType = 'CERTIFICATION',
) =>
  certificateWeightCheck.run(
    input({
      event: hubEvent({ type, weight: 5000, certifiedWeight }),
      document: documentEvidence(lines),
    }),
  );

describe('DOCUMENT_CERTIFICATE_WEIGHT_MISMATCH', () => {
  it('a certificate stating 4 850 kg entered as a certified 5 400 kg', () => {
    expect(certified(5400)).toEqual([
      {
        tag: 'DOCUMENT_CERTIFICATE_WEIGHT_MISMATCH',
        evidence: {
          readWeight: 4850,
          enteredWeight: 5400,
          quantityUnit: 'KG',
          documentKind: 'PDF',
        },
      },
    ]);
  });

  it('the certified weight as stated is no finding; boundary at 2 %', () => {
    expect(certified(4850)).toEqual([]);
    expect(certified(4948)).toEqual([]); // 98 ≤ 98.96
    expect(certified(4950)).toHaveLength(1); // 100 > 99
  });

  it('no certified weight entered (a co-processing certificate), another event type, or a PDF without text', () => {
    expect(certified(null)).toEqual([]);
    expect(certified(5400, CERTIFICATE, 'CLEARANCE')).toEqual([]);
    expect(() =>
      certificateWeightCheck.run(
        input({
          event: hubEvent({ type: 'CERTIFICATION', certifiedWeight: 5 }),
          document: documentEvidence(null, { error: 'pdfNotReadable' }),
        }),
      ),
    ).toThrow('pdfNotReadable');
  });
});
