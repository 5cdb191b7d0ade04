import { Button, Dialog, DialogBody, type ButtonProps } from '@blueprintjs/core';
import { useState } from 'react';
import { DialogActions } from './dialog-actions';

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** What the tap will do and that it cannot be undone. */
  question: string;
  /** The dialog's confirming button ('Finish', 'Process'...). */
  confirmText: string;
  onConfirm: () => unknown;
}

/**
 * A one-tap action that cannot be undone (finish a grading, a processing run, a collection; process
 * a truck load), asked once more in a dialog (issue 18): a thumb slipping on a small screen must
 * not finish anything.
 */
export function ConfirmButton({ question, confirmText, onConfirm, ...button }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="large" {...button} onClick={() => setOpen(true)} />
      <Dialog isOpen={open} title={button.text as string} onClose={() => setOpen(false)} className="confirm-dialog">
        <DialogBody><p>{question}</p></DialogBody>
        <DialogActions text={confirmText} intent={button.intent ?? 'primary'} autoFocus
          onCancel={() => setOpen(false)} onConfirm={() => { setOpen(false); void onConfirm(); }} />
      </Dialog>
    </>
  );
}
