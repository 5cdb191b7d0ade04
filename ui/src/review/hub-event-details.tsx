import { Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { HubEventRow } from '@cairn/contracts';
import { formatDateTime } from '../common/dates';
import { formatWeight, numberText, unitText } from '../common/format';
import { ReviewStatusTag } from '../common/review-status-tag';
import { materialOrProduct } from './hub-event-labels';
import { PdfViewer } from './pdf-viewer';
import { enumLabel } from '../common/enum-labels.messages';
import { t } from './review.messages';

type Picture = NonNullable<HubEventRow['picture']>;

/** The event's pictures: original, processed and second, whichever are present. */
export function HubEventPictures({ event }: { event: HubEventRow }) {
  const shown: Array<{ label: string; picture: Picture; link: string }> = [];
  if (event.picture) {
    shown.push({
      label: t('review.picture'),
      picture: event.picture,
      link: event.picture.directLink,
    });
    if (event.picture.processedDirectLink)
      shown.push({
        label: t('review.processedPicture'),
        picture: event.picture,
        link: event.picture.processedDirectLink,
      });
  }
  if (event.secondPicture)
    shown.push({
      label: t('review.secondPicture'),
      picture: event.secondPicture,
      link: event.secondPicture.directLink,
    });
  if (shown.length === 0) return <p className="bp6-text-muted">{t('review.noPicture')}</p>;

  return (
    <div className="review-pictures">
      {shown.map(({ label, picture, link }) => (
        <figure key={label + link} className="review-pictures__item">
          {picture.mimeType === 'application/pdf' ? (
            <PdfViewer link={link} label={label} />
          ) : (
            <a href={link} target="_blank" rel="noreferrer">
              <img src={link} alt={label} />
            </a>
          )}
          <figcaption className="bp6-text-muted bp6-text-small">{label}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Every field the event carries that has a value (Document 2 §3); each row's label is its catalog key. */
export function HubEventDetails({ event, weight }: { event: HubEventRow; weight?: ReactNode }) {
  const rows: Array<[string, ReactNode]> = [
    ['review.eventId', <code key="uuid">{event.uuid}</code>],
    ['review.type', enumLabel('HubEventType', event.type)],
    ['review.status', <ReviewStatusTag key="status" status={event.status} />],
    [
      'review.colHub',
      [event.company.name, event.company.city, event.company.country].filter(Boolean).join(', '),
    ],
    ['review.detailCreatedAt', formatDateTime(event.createdAt)],
    ['review.detailWeighedAt', formatDateTime(event.weighedAt)],
    // Saved on the phone before it reached the server (sent from the outbox, issue 31).
    ['review.detailCapturedAt', event.capturedAt ? formatDateTime(event.capturedAt) : null],
    ['review.colCreatedBy', `${event.createdBy.firstName} ${event.createdBy.lastName}`.trim()],
    ['review.colMaterial', materialOrProduct(event)],
    ['review.colWeight', weight ?? formatWeight(event.weight, event.quantityUnit)],
    [
      'review.registrationUnit',
      event.registrationUnit && enumLabel('RegistrationUnit', event.registrationUnit),
    ],
    ['review.licensePlate', event.licensePlate],
    ['review.transitDestination', event.transitDestination],
    [
      'review.moisture',
      event.moisturePercentage !== null
        ? `${numberText(String(event.moisturePercentage))} %`
        : null,
    ],
    [
      'review.ash',
      event.ashPercentage !== null ? `${numberText(String(event.ashPercentage))} %` : null,
    ],
    [
      'review.calorificValue',
      event.calorificValue !== null
        ? `${numberText(String(event.calorificValue))} ${unitText('CALORIES_PER_GRAM')}`
        : null,
    ],
    [
      'review.certifiedWeight',
      event.certifiedWeight !== null
        ? formatWeight(event.certifiedWeight, event.quantityUnit)
        : null,
    ],
    ['review.collector', event.collectorTrackingNumber],
    ['review.collectorHouse', event.collectorHouseName],
    ['review.pipelineOwner', event.pipelineOwner ? t('review.yes') : null],
    [
      'review.detectedAnomalies',
      event.anomalies.length ? (
        <span key="anomalies" className="review-details__tags">
          {event.anomalies.map((a) => (
            <Tag key={a} minimal>
              {enumLabel('AnomalyTag', a)}
            </Tag>
          ))}
        </span>
      ) : null,
    ],
    [
      'review.reviewedAt',
      event.review?.reviewedAt ? formatDateTime(event.review.reviewedAt) : null,
    ],
  ];
  return (
    <dl className="review-details">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className="review-details__row">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
