import { Dialog, DialogBody, FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { DialogActions } from '../common/dialog-actions';
import { t } from './hub-forms.messages';

/** The server's limit on a reason (FailSegregationUnitRequest, FailProcessingUnitRequest). */
const REASON_MAX_LENGTH = 500;

/** EndInErrorButton's dialog, a chunk of its own: the question, and the reason, required. */
export default function EndInErrorDialog({
  open,
  question,
  onClose,
  onConfirm,
}: {
  open: boolean;
  question: string;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const given = reason.trim();
  return (
    <Dialog
      isOpen={open}
      title={t('hub.endInError')}
      onClose={onClose}
      onOpening={() => setReason('')}
      className="confirm-dialog"
    >
      <DialogBody>
        <p>{question}</p>
        <FormGroup
          label={t('hub.errorReason')}
          labelFor="end-in-error-reason"
          labelInfo={t('hub.required')}
        >
          <TextArea
            id="end-in-error-reason"
            fill
            autoFocus
            value={reason}
            maxLength={REASON_MAX_LENGTH}
            onChange={(e) => setReason(e.target.value)}
          />
        </FormGroup>
      </DialogBody>
      <DialogActions
        text={t('hub.endInError')}
        intent="danger"
        onCancel={onClose}
        disabled={!given}
        onConfirm={() => onConfirm(given)}
      />
    </Dialog>
  );
}
