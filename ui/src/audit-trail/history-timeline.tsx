import { Callout, Icon, Spinner, Tag } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import type { HistoryKind, RecordHistory } from '@cairn/contracts';
import useSWR from 'swr';
import { fetcher } from '../api/request';
import { formatDateTime } from '../common/format';
import { actorText, eventTitle, valueText } from './audit-trail-format';
import { t } from './audit-trail.messages';
import './audit-trail.css';

/** The history of one record, read from its events (issue 16): who did what, when, and what changed. */
export function HistoryTimeline({ kind, uuid }: { kind: HistoryKind; uuid: string }) {
  const path =
    kind === 'hubEvent'
      ? `/api/admin/hubEvents/${uuid}/history`
      : `/api/admin/history/${kind}/${uuid}`;
  const { data, error, isLoading } = useSWR<RecordHistory>(path, fetcher);
  if (isLoading && !data) return <Spinner size={30} />;
  if (error && !data) return <Callout intent="danger" title={t('audit.historyLoadError')} />;
  if (!data?.entries.length) return <NonIdealState icon="history" title={t('audit.noHistory')} />;
  return (
    <ol className="history-timeline" aria-label={t('audit.history')}>
      {[...data.entries].reverse().map((entry) => (
        <li key={entry.eventId} className="history-timeline__entry">
          <span className="history-timeline__dot">
            <Icon
              icon={entry.created ? 'add' : entry.type.includes('Removed') ? 'trash' : 'edit'}
              size={12}
            />
          </span>
          <div className="history-timeline__head">
            <strong>{eventTitle(entry.type)}</strong>
            <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>
          </div>
          <div className="history-timeline__who">
            <Icon icon="person" size={12} /> {actorText(entry)}
            {entry.impersonatedBy && (
              <Tag minimal intent="warning">
                {t('audit.impersonated')}
              </Tag>
            )}
          </div>
          {entry.changes.length > 0 && (
            <table className="history-timeline__changes">
              <tbody>
                {entry.changes.map((change) => (
                  <tr key={change.field}>
                    <th scope="row">{change.field}</th>
                    <td>
                      {!entry.created && (
                        <>
                          <span className="history-timeline__before">
                            {valueText(change.before)}
                          </span>{' '}
                          →{' '}
                        </>
                      )}
                      <span className="history-timeline__after">{valueText(change.after)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div
            className="history-timeline__meta"
            title={t('audit.streamPosition', {
              stream: entry.streamId,
              position: entry.streamPosition,
            })}
          >
            {t('audit.command', { id: entry.commandId })}
          </div>
        </li>
      ))}
    </ol>
  );
}
