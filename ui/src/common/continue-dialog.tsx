import { Dialog, DialogBody } from '@blueprintjs/core';
import { useBlocker } from 'react-router-dom';
import { DialogActions } from './dialog-actions';
import { t } from './widgets.messages';

interface ContinueDialogProps {
  isOpen: boolean;
  title: string;
  message: string;
  continueText?: string;
  cancelText?: string;
  onContinue: () => void;
  onCancel: () => void;
}

/** The shared continue dialog (Document 1 §2): says what happens next and lets the user go on or stay. */
export function ContinueDialog({
  isOpen,
  title,
  message,
  continueText = t('widgets.continue'),
  cancelText = t('widgets.cancel'),
  onContinue,
  onCancel,
}: ContinueDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      icon="warning-sign"
      onClose={onCancel}
      canOutsideClickClose={false}
    >
      <DialogBody>
        <p>{message}</p>
      </DialogBody>
      <DialogActions
        text={continueText}
        onCancel={onCancel}
        onConfirm={onContinue}
        cancelText={cancelText}
        autoFocus
      />
    </Dialog>
  );
}

/** Asks before leaving the page by a link or Back while `when` holds (unsaved work). */
export function LeaveGuard({ when, message }: { when: boolean; message: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ContinueDialog
      isOpen={blocker.state === 'blocked'}
      title={t('widgets.leavePage')}
      message={message}
      continueText={t('widgets.leave')}
      cancelText={t('widgets.stay')}
      onContinue={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
