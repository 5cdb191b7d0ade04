import type { AutoReviewSummary, EventData } from '@cairn/contracts';
import type { HubEventRecord } from './hub-event-record';

type AutoReviewed = EventData<'HubEventAutoReviewed'>;

const outcomeOf = (d: AutoReviewed): AutoReviewSummary['outcome'] => {
  if (d.findings.length > 0) return 'FLAGGED';
  if (d.status === 'AUTO_APPROVED') return 'APPROVED';
  return d.failures.length > 0 ? 'INCOMPLETE' : 'PASSED';
};

/**
 * The machine's result on the row. It is always kept in `autoReview`; it sets the review only while
 * no person reviewed the event: a person's review always wins. A later clean result lifts an
 * earlier machine flag (a new check version), back to waiting.
 */
export const autoReviewed = (row: HubEventRecord, d: AutoReviewed): HubEventRecord => {
  const autoReview: AutoReviewSummary = {
    status: d.status,
    outcome: outcomeOf(d),
    tags: d.tags,
    findings: d.findings,
    failures: d.failures,
    checkVersion: d.checkVersion,
    at: d.at,
  };
  if (row.reviewCount > 0) return { ...row, autoReview };
  if (d.status) {
    return {
      ...row,
      autoReview,
      status: d.status,
      anomalies: d.tags,
      review: {
        status: d.status,
        comment: null,
        tags: d.tags,
        reviewedAt: d.at,
        findings: d.findings,
      },
    };
  }
  if (row.status === 'AUTO_FLAGGED')
    return { ...row, autoReview, status: 'PENDING', anomalies: [], review: null };
  return { ...row, autoReview };
};

export const autoReviewDetail = (d: AutoReviewed): string => {
  const outcome = outcomeOf(d);
  const failed = d.failures.length ? `; failed: ${d.failures.map((f) => f.check).join(' ')}` : '';
  return `automatic review ${outcome}${d.tags.length ? ` ${d.tags.join(' ')}` : ''}${failed}`;
};
