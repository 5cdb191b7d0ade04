import type { HubEventRow } from '@cairn/contracts';
import { Card, H2, Tag } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { fetcher } from '../api/request';
import { formatDateTime, formatWeight } from '../common/format';
import { ReviewStatusTag } from '../common/review-status-tag';
import { PageSpinner } from '../shell/page-spinner';
import './notifications.css';
import { t } from './notifications.messages';
import { enumLabel } from '../common/enum-labels.messages';
import { materialTypeLabel } from '../common/material-label';

/** A hub event of the operator's own hub, where its notification leads (a flag, with the hub's app tags). */
export default function HubEventPage() {
  const { uuid } = useParams();
  const { data, error } = useSWR<HubEventRow>(`/api/hubEvents/${uuid}`, fetcher);
  if (error) return <NonIdealState icon="search" title={t('notifications.notFound')} />;
  if (!data) return <PageSpinner />;
  return (
    <Card className="cairn-hub-event">
      <H2>
        {enumLabel('HubEventType', data.type)} · {formatWeight(data.weight, data.quantityUnit)}
        {data.materialType ? ` · ${materialTypeLabel(data.materialType)}` : ''}
      </H2>
      <p>
        <ReviewStatusTag status={data.status} />{' '}
        {data.review?.reviewedAt && <span>{formatDateTime(data.review.reviewedAt)}</span>}
      </p>
      {data.anomalies.length > 0 && (
        <p>
          {data.anomalies.map((tag) => (
            <Tag key={tag} minimal intent="danger" className="cairn-hub-event__tag">
              {enumLabel('AnomalyTag', tag)}
            </Tag>
          ))}
        </p>
      )}
      {data.review?.comment && (
        <blockquote className="cairn-hub-event__comment">{data.review.comment}</blockquote>
      )}
      <p>
        {t('notifications.registeredBy', {
          at: formatDateTime(data.weighedAt ?? data.createdAt),
          name: `${data.createdBy.firstName} ${data.createdBy.lastName}`,
        })}
      </p>
      {data.picture && (
        <img
          className="cairn-hub-event__picture"
          src={data.picture.thumbnailDirectLink}
          alt={t('notifications.evidence')}
        />
      )}
    </Card>
  );
}
