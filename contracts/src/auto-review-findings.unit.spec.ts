import { describe, expect, it } from 'vitest';
import { findingSentence } from './auto-review-findings';

describe('findings in words', () => {
  it('says what was read and what was entered, and which picture it copies', () => {
    expect(findingSentence({ tag: 'IMAGE_WEIGHT_MISMATCH', check: 'IMAGE_WEIGHT_MISMATCH', version: 1, evidence: { readWeight: 12.5, enteredWeight: 19.75, quantityUnit: 'KG' } }))
      .toBe('The scale in the picture reads 12.5 kg; 19.75 kg was entered.');
    expect(findingSentence({
      tag: 'IMAGE_DUPLICATE', check: 'IMAGE_DUPLICATE', version: 1,
      evidence: { duplicateOfHubEventUuid: 'e-1', duplicateOfHubName: 'Rhein Materials Hub Köln', duplicateOfCreatedAt: '2026-08-20T10:00:00.000Z', sameFile: false },
    })).toBe('The same picture as hub event e-1 at Rhein Materials Hub Köln, 2026-08-20.');
  });
});
