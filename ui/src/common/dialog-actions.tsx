import { Button, DialogFooter, type Intent } from '@blueprintjs/core';
import { t } from './widgets.messages';

interface DialogActionsProps {
  /** The confirming button's text ('Add', 'Save', 'Confirm' ...). */
  text: string;
  onCancel: () => void;
  /** Without it the button submits the dialog's form. */
  onConfirm?: () => void;
  busy?: boolean;
  /** The action waits for what the dialog asks (a reason, a choice). */
  disabled?: boolean;
  intent?: Intent;
  cancelText?: string;
  autoFocus?: boolean;
}

/** Every dialog's footer: Cancel, then the one action, which shows its progress while busy. */
export function DialogActions({
  text,
  onCancel,
  onConfirm,
  busy,
  disabled,
  intent = 'primary',
  cancelText = t('widgets.cancel'),
  autoFocus,
}: DialogActionsProps) {
  return (
    <DialogFooter
      actions={
        <>
          <Button text={cancelText} onClick={onCancel} />
          <Button
            type={onConfirm ? 'button' : 'submit'}
            intent={intent}
            text={text}
            loading={busy}
            disabled={disabled}
            onClick={onConfirm}
            autoFocus={autoFocus}
          />
        </>
      }
    />
  );
}
