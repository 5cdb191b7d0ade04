import { AnchorButton } from '@blueprintjs/core';
import type { HistoryKind } from '@cairn/contracts';
import { useHref } from 'react-router-dom';
import { t } from './audit-trail.messages';

/** "History" (and "Lineage" where material moves) on a record's screen: the auditor's way in (issue 16). */
export function RecordAuditLinks({
  kind,
  uuid,
  lineage = false,
}: {
  kind: HistoryKind;
  uuid: string;
  lineage?: boolean;
}) {
  const history = useHref(`/admin/history/${kind}/${uuid}`);
  const graph = useHref(
    `/admin/lineage?${kind === 'trackedItem' ? 'trackedItemUuid' : 'hubEventUuid'}=${uuid}`,
  );
  return (
    <>
      <AnchorButton
        size="small"
        variant="minimal"
        icon="history"
        text={t('audit.history')}
        href={history}
        className="no-print"
      />
      {lineage && (
        <AnchorButton
          size="small"
          variant="minimal"
          icon="graph"
          text={t('audit.lineage')}
          href={graph}
          className="no-print"
        />
      )}
    </>
  );
}
