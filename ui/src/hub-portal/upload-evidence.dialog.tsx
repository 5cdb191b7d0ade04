import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import type { ComplianceAction } from '@cairn/contracts';
import { useState } from 'react';
import { FilePicker } from '../common/file-picker';
import { formatSizeK, truncateFileName } from '../common/format';
import { showToast } from '../shell/toaster';
import { uploadEvidence } from '../compliance/compliance.api';
import { EVIDENCE_RULES } from '../compliance/compliance-labels';
import { t } from './hub-portal.messages';

/** One evidence file (images, PDF, mp4, quicktime; at most 30,000,000 bytes, Document 1 §5) with a comment. */
export function UploadEvidenceDialog({
  action,
  onClose,
}: {
  action: ComplianceAction;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!file) return;
    setBusy(true);
    try {
      await uploadEvidence(action.uuid, file, comment);
      showToast('success', t('portal.evidenceUploaded'));
      onClose();
    } catch {
      setBusy(false); // request() has shown the error bar
    }
  };
  return (
    <Dialog
      isOpen
      title={t('portal.uploadEvidence')}
      icon="upload"
      onClose={onClose}
      className="cairn-audit-dialog"
    >
      <DialogBody>
        <p className="cairn-dialog-subtitle">{action.name}</p>
        <FilePicker
          rules={EVIDENCE_RULES}
          label={t('portal.evidenceFile')}
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
        <FormGroup
          label={t('portal.comment')}
          labelFor="evidence-comment"
          className="cairn-evidence-comment-field"
        >
          <TextArea
            id="evidence-comment"
            fill
            autoResize
            maxLength={1000}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </FormGroup>
        <p className="hub-portal__meta">{t('portal.evidenceRules')}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('portal.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={t('portal.upload')}
              icon="upload"
              disabled={!file}
              loading={busy}
              onClick={() => void send()}
            />
          </>
        }
      />
    </Dialog>
  );
}
