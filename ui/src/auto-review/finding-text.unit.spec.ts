import { describe, expect, it } from 'vitest';
import { type AutoReviewFinding, AnomalyTag, findingSentence } from '@cairn/contracts';
import { loadLanguage } from '../i18n';
import { findingText } from './finding-text';

const EVIDENCE: AutoReviewFinding['evidence'] = {
  readWeight: 12.5,
  enteredWeight: 20,
  quantityUnit: 'LITER',
  duplicateOfHubEventUuid: 'e-1',
  duplicateOfHubName: 'Pune Collection Center',
  duplicateOfCreatedAt: '2026-11-30T10:00:00.000Z',
  sameFile: true,
  plateRead: 'MH12AB1234',
  plateTyped: 'MH12AB1243',
  distanceKm: 42,
  median: 18,
  robustZ: 4.2,
  sampleSize: 30,
  minutesApart: 3,
  documentKind: 'PDF',
  readMoisture: 9,
  enteredMoisture: 14,
  dispatchedWeight: 500,
  receivedWeight: 420,
};
const finding = (tag: AnomalyTag, evidence = EVIDENCE) =>
  ({ tag, check: 'test', version: 1, evidence }) as AutoReviewFinding;

describe('a finding in words', () => {
  it("in English says what contracts' findingSentence (the export's words) says, for every tag", () => {
    for (const tag of AnomalyTag.options) {
      expect(findingText(finding(tag))).toBe(findingSentence(finding(tag)));
      const bare = finding(tag, {
        ...EVIDENCE,
        quantityUnit: undefined,
        documentKind: 'PICTURE',
        sameFile: false,
      });
      expect(findingText(bare)).toBe(findingSentence(bare));
    }
  });

  it('in German for a German reader', async () => {
    await loadLanguage('DE');
    try {
      expect(findingText(finding('IMAGE_WEIGHT_MISMATCH'))).toBe(
        'Die Waage auf dem Foto zeigt 12.5 l; eingegeben wurden 20 l.',
      );
      expect(
        findingText(
          finding('SUPPLIER_TRANSPORT_WEIGHT_OUTLIER', { ...EVIDENCE, dispatchedBy: undefined }),
        ),
      ).toContain('der seinen Lieferanten mit 500 l verließ');
    } finally {
      await loadLanguage('EN');
    }
  });
});
