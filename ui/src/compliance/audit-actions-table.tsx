import { Button, HTMLTable, Menu, MenuItem, PopoverNext, PopupKind, Tag } from '@blueprintjs/core';
import type { ComplianceAction } from '@cairn/contracts';
import { formatDate, formatDateTime } from '../common/dates';
import {
  STATUS_INTENT,
  canMarkReviewed,
  canReopen,
  isOverdue,
  principleLabel,
  statusLabel,
  typeLabel,
} from './compliance-labels';
import { t } from './compliance.messages';

/** Shown beside the deadline once it has passed without evidence (admin list and owner portal). */
export function OverdueTag({ action }: { action: ComplianceAction }) {
  return isOverdue(action) ? (
    <Tag intent="danger" minimal className="cairn-overdue-tag">
      {t('compliance.overdue')}
    </Tag>
  ) : null;
}

export type AuditActionDialogKind = 'evidence' | 'review' | 'reopen';

/** Document 1 §2: principle, type, name, description, deadline, created, status, reviewed at, row menu. */
export function AuditActionsTable({
  actions,
  onOpen,
}: {
  actions: ComplianceAction[];
  onOpen: (kind: AuditActionDialogKind, action: ComplianceAction) => void;
}) {
  return (
    <div className="cairn-table-scroll">
      <HTMLTable className="cairn-hub-table" striped>
        <thead>
          <tr>
            <th>{t('compliance.cocPrinciple')}</th>
            <th className="cairn-hide-small">{t('compliance.type')}</th>
            <th>{t('compliance.name')}</th>
            <th className="cairn-hide-small">{t('compliance.description')}</th>
            <th>{t('compliance.deadlineUntil')}</th>
            <th className="cairn-hide-small">{t('compliance.createdAt')}</th>
            <th>{t('compliance.status')}</th>
            <th>{t('compliance.reviewedAt')}</th>
            <th>
              <span className="cairn-visually-hidden">{t('compliance.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {actions.map((action) => (
            <tr key={action.uuid}>
              <td>{principleLabel(action.cocPrinciple)}</td>
              <td className="cairn-hide-small">{typeLabel(action.type)}</td>
              <td className="cairn-hub-name">{action.name}</td>
              <td className="cairn-hide-small cairn-audit-description">{action.description}</td>
              <td>
                {formatDate(action.deadlineDate)} <OverdueTag action={action} />
              </td>
              <td className="cairn-hide-small">{formatDateTime(action.createdAt)}</td>
              <td>
                <Tag minimal intent={STATUS_INTENT[action.status]}>
                  {statusLabel(action.status)}
                </Tag>
              </td>
              <td>
                {action.status === 'REVIEWED'
                  ? formatDate(action.reviewedAt ?? action.lastModifiedAt)
                  : '-'}
              </td>
              <td className="cairn-row-actions">
                <AuditActionMenu action={action} onOpen={onOpen} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

function AuditActionMenu({
  action,
  onOpen,
}: {
  action: ComplianceAction;
  onOpen: (kind: AuditActionDialogKind, action: ComplianceAction) => void;
}) {
  const menu = (
    <Menu aria-label={t('compliance.actionsFor', { name: action.name })}>
      <MenuItem
        icon="document-open"
        text={t('compliance.viewEvidence')}
        onClick={() => onOpen('evidence', action)}
      />
      <MenuItem
        icon="tick-circle"
        text={t('compliance.markReviewed')}
        disabled={!canMarkReviewed(action.status)}
        onClick={() => onOpen('review', action)}
      />
      <MenuItem
        icon="refresh"
        text={t('compliance.reopenForMore')}
        disabled={!canReopen(action.status)}
        onClick={() => onOpen('reopen', action)}
      />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end" arrow={false} popupKind={PopupKind.MENU}>
      <Button
        variant="minimal"
        size="small"
        icon="more"
        aria-label={t('compliance.actionsFor', { name: action.name })}
      />
    </PopoverNext>
  );
}
