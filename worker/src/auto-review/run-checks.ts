import type {
  AnomalyTag,
  AutoReviewCheck,
  AutoReviewFailure,
  AutoReviewFinding,
} from '@cairn/contracts';
import { autoCreatedCheck } from './checks/auto-created.check';
import type { Check, CheckInput } from './checks/check';
import { duplicateRegistrationCheck } from './checks/duplicate-registration.check';
import { imageDuplicateCheck } from './checks/image-duplicate.check';
import { imageWeightMismatchCheck, ocrDataNotDetectedCheck } from './checks/image-weight.check';
import { licensePlateCheck } from './checks/license-plate.check';
import { locationMismatchCheck } from './checks/location-mismatch.check';
import { weightOutlierCheck } from './checks/weight-outlier.check';
import { certificateWeightCheck, weighSlipWeightCheck } from './checks/document-weight.check';
import { documentMoistureCheck } from './checks/document-moisture.check';
import { moistureOutlierCheck } from './checks/moisture-outlier.check';
import { transportWeightCheck } from './checks/transport-weight.check';

export const ALL_CHECKS: readonly Check[] = [
  imageDuplicateCheck,
  imageWeightMismatchCheck,
  ocrDataNotDetectedCheck,
  licensePlateCheck,
  locationMismatchCheck,
  weightOutlierCheck,
  duplicateRegistrationCheck,
  autoCreatedCheck,
  weighSlipWeightCheck,
  certificateWeightCheck,
  documentMoistureCheck,
  moistureOutlierCheck,
  transportWeightCheck,
];

export interface ChecksResult {
  /** Each check that ran with its version, in a fixed order: part of the command id. */
  checkVersion: string;
  checks: AutoReviewCheck[];
  findings: AutoReviewFinding[];
  failures: AutoReviewFailure[];
  tags: AnomalyTag[];
}

/** The checks to run: the selected ones, less those that need text recognition where it is off. */
export const checksToRun = (
  selected: readonly AutoReviewCheck[],
  textRecognition: boolean,
  checks: readonly Check[] = ALL_CHECKS,
): Check[] => checks.filter((c) => selected.includes(c.name) && (textRecognition || !c.needsText));

/** The engine's version for a set of checks, e.g. `IMAGE_DUPLICATE@1,IMAGE_WEIGHT_MISMATCH@1`. */
export const versionOf = (checks: readonly Check[]): string =>
  checks.map((c) => `${c.name}@${c.version}`).join(',');

/** Runs every check; one that throws is recorded as a failure and the others still run. */
export const runChecks = (input: CheckInput, checks: readonly Check[]): ChecksResult => {
  const findings: AutoReviewFinding[] = [];
  const failures: AutoReviewFailure[] = [];
  for (const check of checks) {
    try {
      for (const found of check.run(input))
        findings.push({
          tag: found.tag,
          check: check.name,
          version: check.version,
          evidence: found.evidence,
        });
    } catch (error) {
      failures.push({
        check: check.name,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return {
    checkVersion: versionOf(checks),
    checks: checks.map((c) => c.name),
    findings,
    failures,
    tags: [...new Set(findings.map((f) => f.tag))],
  };
};

/**
 * Findings flag; a clean result approves only where the hub publishes without human review, and
 * only when every check ran; otherwise the event waits for an admin (null).
 */
export const autoReviewStatus = (
  result: Pick<ChecksResult, 'findings' | 'failures'>,
  autoPublish: boolean,
): 'AUTO_FLAGGED' | 'AUTO_APPROVED' | null => {
  if (result.findings.length > 0) return 'AUTO_FLAGGED';
  return autoPublish && result.failures.length === 0 ? 'AUTO_APPROVED' : null;
};
