import { HTMLTable, Tag } from '@blueprintjs/core';
import type { HubEventRow } from '@cairn/contracts';
import { formatDateTime, formatWeight, humanize } from '../common/format';
import { ReviewStatusTag } from '../common/review-status-tag';
import { eventTags, materialOrProduct } from './hub-event-labels';

interface HubEventsTableProps {
  events: readonly HubEventRow[];
  selectedUuid?: string;
  onOpen: (event: HubEventRow) => void;
}

/** YYYY-MM-DD HH:mm:ss, with the time under the date so the narrow column never breaks a date. */
function DateTime({ iso }: { iso: string }) {
  const [date, time] = formatDateTime(iso).split(' ');
  return <><span>{date}</span> <span>{time}</span></>;
}

const COLUMNS = ['Created at', 'Weighed at', 'Hub', 'Type', 'Material / product', 'Weight', 'Unit', 'Status', 'Tags', 'Created by'];

export function HubEventsTable({ events, selectedUuid, onOpen }: HubEventsTableProps) {
  return (
    <div className="hub-events-table">
      <HTMLTable interactive striped compact>
        <thead>
          <tr>{COLUMNS.map((c) => <th key={c}>{c}</th>)}</tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr
              key={event.uuid}
              tabIndex={0}
              aria-selected={event.uuid === selectedUuid}
              className={event.uuid === selectedUuid ? 'is-selected' : undefined}
              onClick={() => onOpen(event)}
              onKeyDown={(e) => { if (e.key === 'Enter') onOpen(event); }}
            >
              <td className="date"><DateTime iso={event.createdAt} /></td>
              <td className="date"><DateTime iso={event.weighedAt} /></td>
              <td className="hub">
                <div>{event.company.name}</div>
                <div className="bp6-text-muted bp6-text-small">{event.company.city}</div>
              </td>
              <td>{humanize(event.type)}</td>
              <td>{materialOrProduct(event)}</td>
              <td className="nowrap numeric">{formatWeight(event.weight, event.quantityUnit)}</td>
              <td>{event.registrationUnit ? humanize(event.registrationUnit) : '-'}</td>
              <td><ReviewStatusTag status={event.status} /></td>
              <td>
                <div className="hub-events-table__tags">
                  {eventTags(event).map((tag) => <Tag key={tag} minimal>{humanize(tag)}</Tag>)}
                </div>
              </td>
              <td>{`${event.createdBy.firstName} ${event.createdBy.lastName}`.trim() || '-'}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
