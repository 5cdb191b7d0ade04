import { AnchorButton, Card, H3, Spinner } from '@blueprintjs/core';
import { useHref } from 'react-router-dom';
import useSWR from 'swr';
import { type HubEventRow, type Page } from '@cairn/contracts';
import { fetcher } from '../api/request';
import { formatDayTime, formatWeight } from '../common/format';
import { RECENT_REGISTRATIONS_PATH } from './overview-first-requests';
import { registrationKind } from './pipeline-stages';
import { ReviewStatusTag } from '../common/review-status-tag';
import { t } from './hub-app.messages';
import { materialTypeLabel } from '../common/material-label';

/** The hub's last ten registrations with their review status. */
export function RecentRegistrations() {
  const { data, error } = useSWR<Page<HubEventRow>>(RECENT_REGISTRATIONS_PATH, fetcher);
  const items = data?.items ?? [];
  return (
    <Card className="recent-registrations" compact>
      <H3>{t('hub.lastRegistrations')}</H3>
      {!data && !error ? (
        <Spinner size={24} />
      ) : items.length === 0 ? (
        <p className="bp6-text-muted">{t('hub.nothingRegistered')}</p>
      ) : (
        <ul className="recent-registrations__list">
          {items.map((item) => (
            <li key={item.uuid} className="recent-registrations__item">
              <div className="recent-registrations__main">
                <span className="recent-registrations__material">
                  <strong>{registrationKind(item)}</strong>
                  {item.materialType ? ` · ${materialTypeLabel(item.materialType)}` : ''}
                </span>
                <span className="bp6-text-muted bp6-text-small">
                  {formatDayTime(item.weighedAt ?? item.createdAt)}
                  {` · ${item.createdBy.firstName} ${item.createdBy.lastName}`}
                </span>
              </div>
              <span className="recent-registrations__weight">
                {formatWeight(item.weight, item.quantityUnit, 2)}
              </span>
              <ReviewStatusTag status={item.status} />
              <LineageLink uuid={item.uuid} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Where the bag came from and what came of it (the hub's own lineage view, issue 16). */
function LineageLink({ uuid }: { uuid: string }) {
  const href = useHref(`/lineage?hubEventUuid=${uuid}`);
  return (
    <AnchorButton
      variant="minimal"
      icon="graph"
      href={href}
      aria-label={t('hub.lineage')}
      title={t('hub.lineage')}
    />
  );
}
