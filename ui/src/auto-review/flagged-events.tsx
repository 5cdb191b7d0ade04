import './auto-review.css';
import { Callout, Card, H3, Tag } from '@blueprintjs/core';
import useSWR from 'swr';
import { type HubEventRow, type Page } from '@cairn/contracts';
import { findingText } from './finding-text';
import { fetcher } from '../api/request';
import { formatDayTime, formatWeight } from '../common/format';
import { relativeTime } from './relative-time';
import { t } from '../hub-app/hub-forms.messages';
import { materialTypeLabel } from '../common/material-label';
import { enumLabel } from '../common/enum-labels.messages';

const FLAGGED = encodeURIComponent(
  JSON.stringify([{ field: 'STATUS', operator: 'IN', value: ['AUTO_FLAGGED', 'FLAGGED'] }]),
);

/** A finding as an operator reads it: a picture used before says when, never where (another hub's data). */
const operatorSentence = (
  finding: NonNullable<HubEventRow['autoReview']>['findings'][number],
): string =>
  finding.tag === 'IMAGE_DUPLICATE' && !finding.evidence.duplicateOfHubName
    ? finding.evidence.duplicateOfCreatedAt
      ? t('hub.pictureUsedBeforeWhen', {
          when: relativeTime(finding.evidence.duplicateOfCreatedAt),
        })
      : t('hub.pictureUsedBeforeNoWhen')
    : findingText(finding);

/**
 * WASTE_BAG_REVIEW: the hub's flagged events with the tags its app shows (`eventAppReviewTags`) and
 * what to do next. The server leaves out every other tag and another hub's data.
 */
export function FlaggedEvents() {
  const { data } = useSWR<Page<HubEventRow>>(
    `/api/collectedMaterials?page=0&size=10&filters=${FLAGGED}`,
    fetcher,
  );
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card className="flagged-events" compact>
      <H3>{t('hub.needsAttention')}</H3>
      <Callout intent="warning" icon="flag" compact>
        {t('hub.flaggedExplained')}
      </Callout>
      <ul className="flagged-events__list">
        {items.map((item) => {
          const findings = item.autoReview?.findings ?? [];
          const tags = [
            ...new Set([
              ...(item.autoReview?.tags ?? []),
              ...(item.status === 'FLAGGED' ? (item.review?.tags ?? []) : []),
            ]),
          ];
          return (
            <li key={item.uuid} className="flagged-events__item">
              <div className="flagged-events__head">
                <strong>
                  {item.materialType
                    ? materialTypeLabel(item.materialType)
                    : enumLabel('HubEventType', item.type)}
                </strong>
                <span className="flagged-events__weight">
                  {formatWeight(item.weight, item.quantityUnit, 2)}
                </span>
              </div>
              <span className="bp6-text-muted bp6-text-small">
                {formatDayTime(item.weighedAt ?? item.createdAt)}
              </span>
              {tags.length > 0 && (
                <div className="flagged-events__tags">
                  {tags.map((tag) => (
                    <Tag key={tag} minimal intent="warning">
                      {enumLabel('AnomalyTag', tag)}
                    </Tag>
                  ))}
                </div>
              )}
              {findings.map((f, i) => (
                <p key={i} className="flagged-events__finding">
                  {operatorSentence(f)}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
