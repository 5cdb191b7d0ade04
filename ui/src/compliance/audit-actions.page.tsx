import { Button, Callout, H1, Spinner } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import type { ComplianceAction, Hub } from '@cairn/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { t } from './compliance.messages';
import { AddAuditActionDialog } from './add-audit-action.dialog';
import { AuditActionsTable, type AuditActionDialogKind } from './audit-actions-table';
import { auditActionsKey, hubKey } from './compliance.api';
import { EvidenceDialog } from './evidence.dialog';
import { MarkReviewedDialog } from './mark-reviewed.dialog';
import { ReopenDialog } from './reopen.dialog';
import '../admin/admin.css';
import './compliance.css';

type Open = { kind: 'add' } | { kind: AuditActionDialogKind; action: ComplianceAction } | null;

/** /admin/hubs/:hubUuid/manage-audit-actions (Document 1 §2). */
export default function AuditActionsPage() {
  const { hubUuid = '' } = useParams();
  const { data: hub } = useSWR<Hub>(hubKey(hubUuid));
  const { data: actions, error, isLoading } = useSWR<ComplianceAction[]>(auditActionsKey(hubUuid));
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <section className="cairn-page">
      <header className="cairn-page-header">
        <div>
          <Link to="/admin/hubs" className="cairn-back-link">
            Hubs
          </Link>
          <H1>
            {t('compliance.auditActions')}
            {hub ? `: ${hub.name}` : ''}
          </H1>
        </div>
        <Button
          intent="primary"
          icon="add"
          text={t('compliance.addAuditAction')}
          onClick={() => setOpen({ kind: 'add' })}
        />
      </header>
      {isLoading && (
        <Spinner className="cairn-list-spinner" aria-label={t('compliance.loadingAuditActions')} />
      )}
      {error && !actions && <Callout intent="danger">{t('genericErrorMessage')}</Callout>}
      {actions && actions.length === 0 && (
        <NonIdealState
          icon="endorsed"
          title={t('compliance.noAuditActions')}
          description={t('compliance.noAuditActionsYet')}
        />
      )}
      {actions && actions.length > 0 && (
        <div className="cairn-card-table">
          <AuditActionsTable
            actions={actions}
            onOpen={(kind, action) => setOpen({ kind, action })}
          />
        </div>
      )}
      {open?.kind === 'add' && <AddAuditActionDialog hubUuid={hubUuid} onClose={close} />}
      {open?.kind === 'evidence' && <EvidenceDialog action={open.action} onClose={close} />}
      {open?.kind === 'review' && (
        <MarkReviewedDialog hubUuid={hubUuid} action={open.action} onClose={close} />
      )}
      {open?.kind === 'reopen' && (
        <ReopenDialog hubUuid={hubUuid} action={open.action} onClose={close} />
      )}
    </section>
  );
}
