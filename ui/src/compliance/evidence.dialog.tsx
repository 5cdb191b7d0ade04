import { Button, Dialog, DialogBody, DialogFooter, NonIdealState, Tag } from '@blueprintjs/core';
import type { ComplianceAction } from '@cairn/contracts';
import { formatDateTime } from '../common/dates';
import { truncateFileName, formatSizeK } from '../common/format';

/** 'View uploaded evidence': the documents of an action with their links (Document 1 §2). */
export function EvidenceDialog({
  action,
  onClose,
}: {
  action: ComplianceAction;
  onClose: () => void;
}) {
  return (
    <Dialog isOpen title="View uploaded evidence" icon="document-open" onClose={onClose}>
      <DialogBody>
        <p className="cairn-dialog-subtitle">{action.name}</p>
        {action.documents.length === 0 ? (
          <NonIdealState
            icon="document"
            title="No evidence documents"
            description="No evidence documents have been uploaded for this compliance action yet."
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
                  <Tag minimal>{d.source === 'OWNER' ? 'Hub owner' : 'Review document'}</Tag>
                </span>
                {d.comment && <div className="cairn-evidence-comment">{d.comment}</div>}
              </li>
            ))}
          </ul>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text="Close" onClick={onClose} />} />
    </Dialog>
  );
}
