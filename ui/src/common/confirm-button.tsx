import { Button, type ButtonProps } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';

// The dialog's code (overlays, transitions) loads on the first tap, not with a first route (issue 18).
const ConfirmDialog = lazy(() => import('./confirm-dialog'));

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
  // Mounted from the first tap on, so the dialog's closing transition still runs.
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        size="large"
        {...button}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      />
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={open}
            title={button.text as string}
            question={question}
            confirmText={confirmText}
            intent={button.intent ?? 'primary'}
            onClose={() => setOpen(false)}
            onConfirm={() => {
              setOpen(false);
              void onConfirm();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
