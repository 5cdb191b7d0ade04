import { Callout, Tag } from '@blueprintjs/core';
import { type AutoReviewFinding, type HubEventRow } from '@cairn/contracts';
import { findingText } from './finding-text';
import { formatDateTime } from '../common/format';
import { relativeTime } from './relative-time';
import { enumLabel } from '../common/enum-labels.messages';
import { t } from '../review/review.messages';

const OUTCOME: Record<
  NonNullable<HubEventRow['autoReview']>['outcome'],
  { intent: 'warning' | 'success' | 'none'; title: string }
> = {
  // Titles are catalog keys, read when shown.
  FLAGGED: { intent: 'warning', title: 'review.autoFlagged' },
  APPROVED: { intent: 'success', title: 'review.autoApproved' },
  PASSED: { intent: 'success', title: 'review.autoPassed' },
  INCOMPLETE: { intent: 'none', title: 'review.autoIncomplete' },
};

/** The same picture used before: where and when, with both pictures side by side. */
function DuplicateFinding({ event, finding }: { event: HubEventRow; finding: AutoReviewFinding }) {
  const e = finding.evidence;
  return (
    <div className="auto-review__duplicate">
      <p>
        {t(e.sameFile ? 'review.samePictureFileAs' : 'review.samePictureAs')}{' '}
        <code>{e.duplicateOfHubEventUuid}</code> {t('review.atHub')}{' '}
        <strong>{e.duplicateOfHubName}</strong>,{' '}
        {e.duplicateOfCreatedAt && (
          <span title={formatDateTime(e.duplicateOfCreatedAt)}>
            {relativeTime(e.duplicateOfCreatedAt)}
          </span>
        )}
        .
      </p>
      <div className="auto-review__side-by-side">
        {event.picture && (
          <figure>
            <a href={event.picture.directLink} target="_blank" rel="noreferrer">
              <img src={event.picture.thumbnailDirectLink} alt={t('review.thisEventsPicture')} />
            </a>
            <figcaption className="bp6-text-muted bp6-text-small">
              {t('review.thisEvent')}
            </figcaption>
          </figure>
        )}
        {e.duplicateOfPictureLink && (
          <figure>
            <a href={e.duplicateOfPictureLink} target="_blank" rel="noreferrer">
              <img src={e.duplicateOfPictureLink} alt={t('review.earlierPicture')} />
            </a>
            <figcaption className="bp6-text-muted bp6-text-small">
              {e.duplicateOfHubName}, {formatDateTime(e.duplicateOfCreatedAt)}
            </figcaption>
          </figure>
        )}
      </div>
    </div>
  );
}

/** What the automatic review found on this event, in words with its evidence (issue 14). */
export function AutoReviewFindings({ event }: { event: HubEventRow }) {
  const review = event.autoReview;
  if (!review) return null;
  const { intent, title } = OUTCOME[review.outcome];
  return (
    <Callout
      intent={intent}
      title={t(title)}
      icon={review.outcome === 'FLAGGED' ? 'search' : 'tick-circle'}
      className="auto-review"
    >
      {review.findings.length > 0 && (
        <ul className="auto-review__findings">
          {review.findings.map((finding, i) => (
            <li key={`${finding.tag}-${i}`}>
              <Tag minimal intent="warning">
                {enumLabel('AnomalyTag', finding.tag)}
              </Tag>{' '}
              {finding.tag === 'IMAGE_DUPLICATE' ? (
                <DuplicateFinding event={event} finding={finding} />
              ) : (
                findingText(finding)
              )}
            </li>
          ))}
        </ul>
      )}
      {review.failures.length > 0 && (
        <p className="bp6-text-muted">
          {t('review.couldNotCheck')}{' '}
          {review.failures
            .map((f) => `${enumLabel('AnomalyTag', f.check)} (${f.error.split(':')[0]})`)
            .join(', ')}
          .
        </p>
      )}
      {event.review &&
        event.review.status !== review.status &&
        event.review.status !== 'AUTO_APPROVED' &&
        event.review.status !== 'AUTO_FLAGGED' && (
          <p className="bp6-text-muted">{t('review.personDecides')}</p>
        )}
    </Callout>
  );
}
