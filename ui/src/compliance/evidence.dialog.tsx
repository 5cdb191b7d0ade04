import { Button, Dialog, DialogBody, DialogFooter, Tag } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import type { ComplianceAction } from '@cairn/contracts';
import { formatDateTime } from '../common/dates';
import { truncateFileName, formatSizeK } from '../common/format';
import { t } from './compliance.messages';

/** 'View uploaded evidence': the documents of an action with their links (Document 1 §2). */
export function EvidenceDialog({
  action,
  onClose,
}: {
  action: ComplianceAction;
  onClose: () => void;
}) {
  return (
    <Dialog isOpen title={t('compliance.viewEvidence')} icon="document-open" onClose={onClose}>
      <DialogBody>
        <p className="cairn-dialog-subtitle">{action.name}</p>
        {action.documents.length === 0 ? (
          <NonIdealState
            icon="document"
            title={t('compliance.noEvidence')}
            description={t('compliance.noEvidenceYet')}
          />
        ) : (
          <ul className="cairn-evidence-list">
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
                <span className="cairn-evidence-meta">
                  {formatSizeK(d.fileUpload.size)} · {formatDateTime(d.uploadedAt)}{' '}
                  <Tag minimal>
                    {t(d.source === 'OWNER' ? 'compliance.sourceOwner' : 'compliance.sourceReview')}
                  </Tag>
                </span>
                {d.comment && <div className="cairn-evidence-comment">{d.comment}</div>}
              </li>
            ))}
          </ul>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t('compliance.close')} onClick={onClose} />} />
    </Dialog>
  );
}
