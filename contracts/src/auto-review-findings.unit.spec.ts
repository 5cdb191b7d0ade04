import { describe, expect, it } from 'vitest';
import { findingSentence } from './auto-review-findings';

describe('findings in words', () => {
  it('says what was read and what was entered, and which picture it copies', () => {
    expect(
      findingSentence({
        tag: 'IMAGE_WEIGHT_MISMATCH',
        check: 'IMAGE_WEIGHT_MISMATCH',
        version: 1,
        evidence: { readWeight: 12.5, enteredWeight: 19.75, quantityUnit: 'KG' },
      }),
    ).toBe('The scale in the picture reads 12.5 kg; 19.75 kg was entered.');
    expect(
      findingSentence({
        tag: 'IMAGE_DUPLICATE',
        check: 'IMAGE_DUPLICATE',
        version: 1,
        evidence: {
          duplicateOfHubEventUuid: 'e-1',
          duplicateOfHubName: 'Rhein Materials Hub Köln',
          duplicateOfCreatedAt: '2026-08-20T10:00:00.000Z',
          sameFile: false,
        },
      }),
    ).toBe('The same picture as hub event e-1 at Rhein Materials Hub Köln, 2026-08-20.');
  });
});

describe('findings of documents and transports in words', () => {
  const said = (
    tag: Parameters<typeof findingSentence>[0]['tag'],
    evidence: Parameters<typeof findingSentence>[0]['evidence'],
  ) => findingSentence({ tag, check: tag, version: 1, evidence });
  it('says where the figure was read, what it states and what was entered', () => {
    expect(
      said('DOCUMENT_WEIGHSLIP_WEIGHT_MISMATCH', {
        readWeight: 9120,
        enteredWeight: 12000,
        quantityUnit: 'KG',
        documentKind: 'PDF',
      }),
    ).toBe('The weigh slip (PDF) states 9120 kg; 12000 kg was entered.');
    expect(
      said('DOCUMENT_CERTIFICATE_WEIGHT_MISMATCH', {
        readWeight: 4850,
        enteredWeight: 5400,
        quantityUnit: 'KG',
        documentKind: 'PICTURE',
      }),
    ).toBe(
      'The certificate (picture) states 4850 kg; 5400 kg was entered as the certified weight.',
    );
    expect(
      said('DOCUMENT_MOISTURE_PERCENTAGE_MISMATCH', {
        readMoisture: 18.5,
        enteredMoisture: 12,
        documentKind: 'PDF',
      }),
    ).toBe('The certificate (PDF) states 18.5 % moisture; 12 % was entered.');
    expect(
      said('MOISTURE_PERCENTAGE_OUTLIER', {
        enteredMoisture: 35,
        median: 12,
        mad: 1,
        robustZ: 15.51,
        sampleSize: 9,
      }),
    ).toBe(
      "35 % moisture is far above this hub's usual 12 % for this material and unit (robust z-score 15.51, 9 events).",
    );
    expect(
      said('SUPPLIER_TRANSPORT_WEIGHT_OUTLIER', {
        receivedWeight: 1000,
        dispatchedWeight: 570,
        dispatchedBy: 'Carrier One',
        quantityUnit: 'KG',
      }),
    ).toBe('1000 kg received from a transport that left Carrier One with 570 kg.');
  });
});
