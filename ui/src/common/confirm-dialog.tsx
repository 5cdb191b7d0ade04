import { Dialog, DialogBody, type Intent } from '@blueprintjs/core';
import { DialogActions } from './dialog-actions';

/** ConfirmButton's dialog, a chunk of its own: loaded on the first tap of such a button. */
export default function ConfirmDialog({
  open,
  title,
  question,
  confirmText,
  intent,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  question: string;
  confirmText: string;
  intent: Intent;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog isOpen={open} title={title} onClose={onClose} className="confirm-dialog">
      <DialogBody>
        <p>{question}</p>
      </DialogBody>
      <DialogActions
        text={confirmText}
        intent={intent}
        autoFocus
        onCancel={onClose}
        onConfirm={onConfirm}
      />
    </Dialog>
  );
}
