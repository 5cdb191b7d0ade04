import { HTMLTable, Tag } from '@blueprintjs/core';
import type { HubEventRow } from '@cairn/contracts';
import { formatDateTime } from '../common/dates';
import { formatWeight } from '../common/format';
import { ReviewStatusTag } from '../common/review-status-tag';
import { eventTags, materialOrProduct } from './hub-event-labels';
import { t } from './review.messages';
import { enumLabel, enumLabels } from '../common/enum-labels.messages';

interface HubEventsTableProps {
  events: readonly HubEventRow[];
  selectedUuid?: string;
  onOpen: (event: HubEventRow) => void;
}

/**
 * Header and width class of each column. Fields that belong together share a column on two lines
 * (created above weighed, type above registration unit, status above tags), the fixed columns keep
 * their width and hub, material, review and creator share the rest, cut to one line with the whole
 * text as a tooltip: so every field fits beside the navigation at 1280 px without sideways scrolling.
 */
const COLUMNS: ReadonlyArray<[string, string]> = [
  ['review.colDates', 'col-dates'],
  ['review.colHub', 'col-flex'],
  ['review.colType', 'col-type'],
  ['review.colMaterial', 'col-flex'],
  ['review.colWeight', 'col-weight'],
  ['review.colStatus', 'col-flex'],
  ['review.colCreatedBy', 'col-flex'],
];

/** One line of text, cut with an ellipsis; the whole text shows on hover. */
function Clip({
  text,
  muted = false,
  title = text,
}: {
  text: string;
  muted?: boolean;
  title?: string;
}) {
  return (
    <div
      className={`hub-events-table__clip${muted ? ' bp6-text-muted bp6-text-small' : ''}`}
      title={title}
    >
      {text}
    </div>
  );
}

/** The first tag and how many more, all of them named in the tooltip. */
function TagsLine({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  const labels = tags.map(enumLabels('AnomalyTag'));
  return (
    <div className="hub-events-table__tags" title={labels.join('\n')}>
      <Tag minimal className="hub-events-table__tag">
        {labels[0]}
      </Tag>
      {labels.length > 1 && (
        <Tag minimal round className="hub-events-table__more">
          +{labels.length - 1}
        </Tag>
      )}
    </div>
  );
}

export function HubEventsTable({ events, selectedUuid, onOpen }: HubEventsTableProps) {
  return (
    <div className="hub-events-table">
      <HTMLTable interactive striped compact>
        <colgroup>
          {COLUMNS.map(([name, width]) => (
            <col key={name} className={width} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {COLUMNS.map(([name, width]) => (
              <th key={name} className={width}>
                {t(name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr
              key={event.uuid}
              tabIndex={0}
              aria-selected={event.uuid === selectedUuid}
              className={event.uuid === selectedUuid ? 'is-selected' : undefined}
              onClick={() => onOpen(event)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') onOpen(event);
              }}
            >
              <td className="dates">
                <Clip
                  text={formatDateTime(event.createdAt)}
                  title={t('review.createdAt', { at: formatDateTime(event.createdAt) })}
                />
                <Clip
                  text={formatDateTime(event.weighedAt)}
                  title={t('review.weighedAt', { at: formatDateTime(event.weighedAt) })}
                  muted
                />
              </td>
              <td className="hub">
                <Clip text={event.company.name} />
                <Clip text={event.company.city} muted />
              </td>
              <td>
                <Clip text={enumLabel('HubEventType', event.type)} />
                <Clip
                  text={
                    event.registrationUnit
                      ? enumLabel('RegistrationUnit', event.registrationUnit)
                      : '-'
                  }
                  muted
                />
              </td>
              <td>
                <Clip text={materialOrProduct(event)} />
              </td>
              <td className="nowrap numeric">{formatWeight(event.weight, event.quantityUnit)}</td>
              <td className="review">
                <ReviewStatusTag status={event.status} />
                <TagsLine tags={eventTags(event)} />
              </td>
              <td>
                <Clip
                  text={`${event.createdBy.firstName} ${event.createdBy.lastName}`.trim() || '-'}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
