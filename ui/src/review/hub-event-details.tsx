import { Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { HubEventRow } from '@cairn/contracts';
import { formatDateTime } from '../common/dates';
import { formatWeight, humanize, unitText } from '../common/format';
import { ReviewStatusTag } from '../common/review-status-tag';
import { materialOrProduct } from './hub-event-labels';
import { PdfViewer } from './pdf-viewer';

type Picture = NonNullable<HubEventRow['picture']>;

/** The event's pictures: original, processed and second, whichever are present. */
export function HubEventPictures({ event }: { event: HubEventRow }) {
  const shown: Array<{ label: string; picture: Picture; link: string }> = [];
  if (event.picture) {
    shown.push({ label: 'Picture', picture: event.picture, link: event.picture.directLink });
    if (event.picture.processedDirectLink)
      shown.push({
        label: 'Processed picture',
        picture: event.picture,
        link: event.picture.processedDirectLink,
      });
  }
  if (event.secondPicture)
    shown.push({
      label: 'Second picture',
      picture: event.secondPicture,
      link: event.secondPicture.directLink,
    });
  if (shown.length === 0) return <p className="bp6-text-muted">No picture.</p>;

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

/** Every field the event carries that has a value (Document 2 §3). */
export function HubEventDetails({ event, weight }: { event: HubEventRow; weight?: ReactNode }) {
  const rows: Array<[string, ReactNode]> = [
    ['Event ID', <code key="uuid">{event.uuid}</code>],
    ['Type', humanize(event.type)],
    ['Status', <ReviewStatusTag key="status" status={event.status} />],
    [
      'Hub',
      [event.company.name, event.company.city, event.company.country].filter(Boolean).join(', '),
    ],
    ['Created at', formatDateTime(event.createdAt)],
    ['Weighed at', formatDateTime(event.weighedAt)],
    ['Created by', `${event.createdBy.firstName} ${event.createdBy.lastName}`.trim()],
    ['Material / product', materialOrProduct(event)],
    ['Weight', weight ?? formatWeight(event.weight, event.quantityUnit)],
    ['Registration unit', event.registrationUnit && humanize(event.registrationUnit)],
    ['License plate', event.licensePlate],
    ['Transit destination', event.transitDestination],
    ['Moisture', event.moisturePercentage !== null ? `${event.moisturePercentage} %` : null],
    ['Ash', event.ashPercentage !== null ? `${event.ashPercentage} %` : null],
    [
      'Calorific value',
      event.calorificValue !== null
        ? `${event.calorificValue} ${unitText('CALORIES_PER_GRAM')}`
        : null,
    ],
    [
      'Certified weight',
      event.certifiedWeight !== null
        ? formatWeight(event.certifiedWeight, event.quantityUnit)
        : null,
    ],
    ['Collector', event.collectorTrackingNumber],
    ['Collector house', event.collectorHouseName],
    ['Pipeline owner', event.pipelineOwner ? 'Yes' : null],
    [
      'Detected anomalies',
      event.anomalies.length ? (
        <span key="anomalies" className="review-details__tags">
          {event.anomalies.map((a) => (
            <Tag key={a} minimal>
              {humanize(a)}
            </Tag>
          ))}
        </span>
      ) : null,
    ],
    ['Reviewed at', event.review?.reviewedAt ? formatDateTime(event.review.reviewedAt) : null],
  ];
  return (
    <dl className="review-details">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className="review-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
