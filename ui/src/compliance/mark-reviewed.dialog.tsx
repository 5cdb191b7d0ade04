import { Dialog, DialogBody, Tag } from '@blueprintjs/core';
import type { ComplianceAction } from '@cairn/contracts';
import { useState } from 'react';
import { FilePicker } from '../common/file-picker';
import { formatSizeK, truncateFileName } from '../common/format';
import { showToast } from '../shell/toaster';
import { markAuditActionReviewed, uploadReviewDocument } from './compliance.api';
import { EVIDENCE_RULES } from './compliance-labels';
import { DialogActions } from '../common/dialog-actions';
import { ErrorAlertBar } from '../shell/error-alert-bar';
import { t } from './compliance.messages';

/** 'Mark audit action as reviewed' with an optional document; posts whatever the status (Document 1 §4). */
export function MarkReviewedDialog({
  hubUuid,
  action,
  onClose,
}: {
  hubUuid: string;
  action: ComplianceAction;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const upload = file ? await uploadReviewDocument(action.uuid, file) : null;
      await markAuditActionReviewed(hubUuid, action.uuid, upload ? [upload.uuid] : []);
      showToast('success', t('compliance.markedReviewed'));
      onClose();
    } catch {
      setBusy(false);
    }
  };
  return (
    <Dialog isOpen title={t('compliance.markReviewedTitle')} icon="tick-circle" onClose={onClose}>
      {/* The page's error bar is behind the dialog's overlay. */}
      <ErrorAlertBar />
      <DialogBody>
        <p className="cairn-dialog-subtitle">{action.name}</p>
        <FilePicker
          rules={EVIDENCE_RULES}
          label={t('compliance.documentOptional')}
          disabled={busy}
          onFiles={([picked]) => setFile(picked)}
        />
        {file && (
          <Tag
            large
            minimal
            onRemove={busy ? undefined : () => setFile(null)}
            className="cairn-picked-file"
          >
            {truncateFileName(file.name)} ({formatSizeK(file.size)})
          </Tag>
        )}
      </DialogBody>
      <DialogActions
        text={t('compliance.markReviewed')}
        onCancel={onClose}
        onConfirm={() => void confirm()}
        busy={busy}
      />
    </Dialog>
  );
}
