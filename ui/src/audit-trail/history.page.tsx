import { Button, Card, H1 } from '@blueprintjs/core';
import { HistoryKind } from '@cairn/contracts';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { HistoryTimeline } from './history-timeline';
import { t } from './audit-trail.messages';
import './audit-trail.css';

/** /admin/history/{kind}/{uuid}: the history tab of a hub, user, collector, tracked item, audit action or clearance. */
export default function HistoryPage() {
  const { kind = '', uuid = '' } = useParams();
  const navigate = useNavigate();
  const parsed = HistoryKind.safeParse(kind);
  const traceable = parsed.success && (parsed.data === 'hubEvent' || parsed.data === 'trackedItem');
  return (
    <div className="history-page">
      <div className="lineage-page__header">
        <H1>
          {t('audit.historyOf', {
            kind: parsed.success ? t(`audit.kind_${parsed.data}`) : kind,
          })}
        </H1>
        <div>
          {traceable && (
            <Link
              to={`/admin/lineage?${kind === 'hubEvent' ? 'hubEventUuid' : 'trackedItemUuid'}=${uuid}`}
            >
              <Button icon="graph" text={t('audit.lineage')} variant="minimal" />
            </Link>
          )}
          <Button
            icon="arrow-left"
            text={t('audit.back')}
            variant="minimal"
            onClick={() => navigate(-1)}
          />
        </div>
      </div>
      <Card>
        {parsed.success ? (
          <HistoryTimeline kind={parsed.data} uuid={uuid} />
        ) : (
          t('audit.unknownRecord')
        )}
      </Card>
    </div>
  );
}
