import { Button, Callout, Card, H3, H4, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import type { ComplianceAction } from '@cairn/contracts';
import { useState } from 'react';
import useSWR from 'swr';
import { getUser } from '../api/session';
import { truncateFileName } from '../common/format';
import { OWN_AUDIT_ACTIONS_KEY } from '../compliance/compliance.api';
import { formatDate } from '../common/dates';
import { STATUS_INTENT, principleLabel, statusLabel } from '../compliance/compliance-labels';
import { t } from './hub-portal.messages';
import { Link } from 'react-router-dom';
import { MassBalancePanel } from '../hub-app/mass-balance-panel';
import { UploadEvidenceDialog } from './upload-evidence.dialog';
import '../compliance/compliance.css';
import '../hub-app/hub-app.css';

/** /hub-portal/dashboard: the owner's hub, its pipeline and mass balance (issue 18), and its audit actions, each open to more evidence. */
export default function DashboardPage() {
  const user = getUser();
  const hubName = user?.company?.name ?? '';
  const { data: actions, error, isLoading } = useSWR<ComplianceAction[]>(OWN_AUDIT_ACTIONS_KEY);
  const [uploading, setUploading] = useState<ComplianceAction | null>(null);
  return (
    <>
      <H3>{hubName}</H3>
      {user?.features.includes('MASS_BALANCE_TRACKING') && (
        <section
          aria-labelledby="pipeline-title"
          className="hub-portal__pipeline"
          data-testid="owner-pipeline"
        >
          <H4 id="pipeline-title">{t('portal.pipelineAndMassBalance')}</H4>
          <MassBalancePanel hubType={user.company?.type} />
          <Link to="/hub-owner/pipeline-overview" className="bp6-button bp6-minimal">
            {t('portal.pipelineOverview')}
          </Link>
        </section>
      )}
      <section aria-labelledby="audit-actions-title" className="hub-portal__actions">
        <H4 id="audit-actions-title">{t('portal.auditActions')}</H4>
        {isLoading && <Spinner aria-label={t('portal.loadingAuditActions')} />}
        {error && !actions && <Callout intent="danger">{t('genericErrorMessage')}</Callout>}
        {actions && actions.length === 0 && (
          <NonIdealState
            icon="endorsed"
            title={t('portal.noAuditActions')}
            description={t('portal.noAuditActionsDescription')}
          />
        )}
        {actions?.map((action) => (
          <Card key={action.uuid} className="hub-portal__action" aria-label={action.name}>
            <div className="hub-portal__action-head">
              <h4>{action.name}</h4>
              <Tag minimal intent={STATUS_INTENT[action.status]}>
                {statusLabel(action.status)}
              </Tag>
            </div>
            <div className="hub-portal__meta">
              <span>{principleLabel(action.cocPrinciple)}</span>
              <span>{t('portal.deadlineUntil', { day: formatDate(action.deadlineDate) })}</span>
              <span>{t('portal.evidenceDocuments', { count: action.documents.length })}</span>
            </div>
            <p className="hub-portal__description">{action.description}</p>
            {action.documents.length > 0 && (
              <ul className="hub-portal__docs">
                {action.documents.map((d) => (
                  <li key={d.uuid}>
                    <a
                      href={d.fileUpload.directLink}
                      target="_blank"
                      rel="noreferrer"
                      title={d.fileUpload.fileName}
                    >
                      {truncateFileName(d.fileUpload.fileName)}
                    </a>
                    {d.comment && <span className="hub-portal__meta"> — {d.comment}</span>}
                  </li>
                ))}
              </ul>
            )}
            <div className="hub-portal__action-foot">
              <Button
                icon="upload"
                text={t('portal.uploadEvidence')}
                intent="primary"
                disabled={action.status === 'REVIEWED'}
                title={action.status === 'REVIEWED' ? t('portal.reviewedNoMore') : undefined}
                onClick={() => setUploading(action)}
              />
            </div>
          </Card>
        ))}
      </section>
      {uploading && <UploadEvidenceDialog action={uploading} onClose={() => setUploading(null)} />}
    </>
  );
}
