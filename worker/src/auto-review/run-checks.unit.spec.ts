import { describe, expect, it } from 'vitest';
import {
  AUTO_REVIEW_CHECKS,
  autoReviewChecksOf,
  DEFAULT_AUTO_REVIEW_CHECKS,
} from '@cairn/contracts';
import type { Check } from './checks/check';
import { input } from './checks/check.fixtures';
import { ALL_CHECKS, autoReviewStatus, checksToRun, runChecks, versionOf } from './run-checks';

const throwing: Check = {
  name: 'WEIGHT_OUTLIER',
  version: 2,
  run: () => {
    throw new Error('boom');
  },
};
const finding: Check = {
  name: 'DUPLICATE',
  version: 1,
  run: () => [{ tag: 'DUPLICATE', evidence: { minutesApart: 1 } }],
};

describe('the review engine', () => {
  it('a check that throws is a failure, and the others still run', () => {
    const result = runChecks(input(), [throwing, finding]);
    expect(result.failures).toEqual([{ check: 'WEIGHT_OUTLIER', error: 'boom' }]);
    expect(result.findings).toEqual([
      { tag: 'DUPLICATE', check: 'DUPLICATE', version: 1, evidence: { minutesApart: 1 } },
    ]);
    expect(result.tags).toEqual(['DUPLICATE']);
    expect(result.checkVersion).toBe('WEIGHT_OUTLIER@2,DUPLICATE@1');
  });

  it('findings flag; clean approves only where the hub publishes without review and every check ran', () => {
    expect(
      autoReviewStatus(
        {
          findings: [{ tag: 'DUPLICATE', check: 'DUPLICATE', version: 1, evidence: {} }],
          failures: [],
        },
        true,
      ),
    ).toBe('AUTO_FLAGGED');
    expect(autoReviewStatus({ findings: [], failures: [] }, true)).toBe('AUTO_APPROVED');
    expect(autoReviewStatus({ findings: [], failures: [] }, false)).toBeNull();
    expect(
      autoReviewStatus({ findings: [], failures: [{ check: 'x', error: 'y' }] }, true),
    ).toBeNull();
  });

  it('a hub runs the checks it chose, or the default; text checks need text recognition', () => {
    expect(autoReviewChecksOf(['IMAGE_DUPLICATE', 'OTHER'])).toEqual(['IMAGE_DUPLICATE']);
    expect(autoReviewChecksOf([])).toEqual(DEFAULT_AUTO_REVIEW_CHECKS);
    expect(DEFAULT_AUTO_REVIEW_CHECKS).not.toContain('OCR_DATA_NOT_DETECTED');
    const names = (on: boolean) =>
      checksToRun(['IMAGE_DUPLICATE', 'IMAGE_WEIGHT_MISMATCH'], on).map((c) => c.name);
    expect(names(true)).toEqual(['IMAGE_DUPLICATE', 'IMAGE_WEIGHT_MISMATCH']);
    expect(names(false)).toEqual(['IMAGE_DUPLICATE']);
  });

  it('each implemented check appears once in the engine version', () => {
    expect(new Set(ALL_CHECKS.map((c) => c.name)).size).toBe(ALL_CHECKS.length);
    expect(versionOf(ALL_CHECKS).split(',')).toHaveLength(ALL_CHECKS.length);
  });

  it('every check contracts names is implemented, and the document, moisture and transport checks run by default', () => {
    expect(ALL_CHECKS.map((c) => c.name).sort()).toEqual([...AUTO_REVIEW_CHECKS].sort());
    for (const c of [
      'DOCUMENT_WEIGHSLIP_WEIGHT_MISMATCH',
      'DOCUMENT_CERTIFICATE_WEIGHT_MISMATCH',
      'DOCUMENT_MOISTURE_PERCENTAGE_MISMATCH',
      'MOISTURE_PERCENTAGE_OUTLIER',
      'SUPPLIER_TRANSPORT_WEIGHT_OUTLIER',
    ] as const)
      expect(DEFAULT_AUTO_REVIEW_CHECKS).toContain(c);
    // They read PDFs without text recognition, so they run where it is off.
    expect(
      checksToRun(
        ['DOCUMENT_WEIGHSLIP_WEIGHT_MISMATCH', 'SUPPLIER_TRANSPORT_WEIGHT_OUTLIER'],
        false,
      ).map((c) => c.name),
    ).toEqual(['DOCUMENT_WEIGHSLIP_WEIGHT_MISMATCH', 'SUPPLIER_TRANSPORT_WEIGHT_OUTLIER']);
  });
});
