import { Button, Callout, Card, H2, H3, Spinner, Tag } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import type { ComplianceAction } from '@cairn/contracts';
import { useState } from 'react';
import useSWR from 'swr';
import { getUser } from '../api/session';
import { truncateFileName } from '../common/format';
import { OWN_AUDIT_ACTIONS_KEY } from '../compliance/compliance.api';
import { formatDate } from '../common/dates';
import {
  STATUS_INTENT,
  principleLabel,
  statusLabel,
  typeLabel,
} from '../compliance/compliance-labels';
import { OverdueTag } from '../compliance/audit-actions-table';
import { t } from './hub-portal.messages';
import { Link } from 'react-router-dom';
import { MassBalancePanel } from '../hub-app/mass-balance-panel';
import { UploadEvidenceDialog } from './upload-evidence.dialog';
import {
  ASSIGNED_HUBS_KEY,
  AssignedHubOverview,
  AssignedHubPicker,
  type AssignedHub,
} from './organization-hubs';
import { useHubConfig } from '../hub-app/use-hub-config.hook';
import { PlasticCreditsPanel } from '../plastic-credits/plastic-credits.panel';
import '../compliance/compliance.css';
import '../hub-app/hub-app.css';

/**
 * /hub-portal/dashboard: the owner's hub, its pipeline and mass balance (issue 18), its plastic
 * credits, and its audit actions, each open to more evidence. An ORGANIZATION's owner sees those of
 * each assigned hub instead, read-only.
 */
export default function DashboardPage() {
  const user = getUser();
  const hubName = user?.company?.name ?? '';
  const isOrganization = user?.company?.type === 'ORGANIZATION';
  // An ORGANIZATION's owner looks at one assigned hub at a time (docs/decisions.md, Organizations).
  const { data: assigned } = useSWR<AssignedHub[]>(isOrganization ? ASSIGNED_HUBS_KEY : null);
  const [picked, setPicked] = useState('');
  const viewed = assigned?.find((h) => h.uuid === picked) ?? assigned?.[0];
  const { data: hubConfig } = useHubConfig();
  const {
    data: actions,
    error,
    isLoading,
  } = useSWR<ComplianceAction[]>(
    isOrganization
      ? viewed
        ? `${OWN_AUDIT_ACTIONS_KEY}?hubUuid=${viewed.uuid}`
        : null
      : OWN_AUDIT_ACTIONS_KEY,
  );
  const [uploading, setUploading] = useState<ComplianceAction | null>(null);
  return (
    <>
      <H2>{hubName}</H2>
      {isOrganization && assigned?.length === 0 && (
        <NonIdealState icon="office" description={t('portal.noAssignedHubs')} />
      )}
      {isOrganization && viewed && assigned && (
        <>
          <AssignedHubPicker hubs={assigned} value={viewed.uuid} onChange={setPicked} />
          <AssignedHubOverview key={viewed.uuid} hub={viewed} />
        </>
      )}
      {hubConfig?.enablePlasticCredits && (
        <section aria-labelledby="credits-title" className="hub-portal__pipeline">
          <H3 id="credits-title">{t('portal.plasticCredits')}</H3>
          <PlasticCreditsPanel path="/api/plasticCredits" />
        </section>
      )}
      {!isOrganization && user?.features.includes('MASS_BALANCE_TRACKING') && (
        <section
          aria-labelledby="pipeline-title"
          className="hub-portal__pipeline"
          data-testid="owner-pipeline"
        >
          <H3 id="pipeline-title">{t('portal.pipelineAndMassBalance')}</H3>
          <MassBalancePanel hubType={user.company?.type} />
          <Link to="/hub-owner/pipeline-overview" className="bp6-button bp6-minimal">
            {t('portal.pipelineOverview')}
          </Link>
        </section>
      )}
      <section aria-labelledby="audit-actions-title" className="hub-portal__actions">
        <H3 id="audit-actions-title">{t('portal.auditActions')}</H3>
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
              <OverdueTag action={action} />
            </div>
            <div className="hub-portal__meta">
              <span>{typeLabel(action.type)}</span>
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
                disabled={action.status === 'REVIEWED' || isOrganization}
                title={
                  isOrganization
                    ? t('portal.ownerUploadsEvidence')
                    : action.status === 'REVIEWED'
                      ? t('portal.reviewedNoMore')
                      : undefined
                }
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
