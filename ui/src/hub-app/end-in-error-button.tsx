import { Button } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import { post } from '../api/request';
import { t } from './hub-forms.messages';
import { useRun } from './use-run.hook';

// Like ConfirmButton's dialog, loaded on the first tap: the overview, a first route, does not carry it.
const EndInErrorDialog = lazy(() => import('./end-in-error-dialog'));

interface EndInErrorButtonProps {
  /** POST /api/segregationUnits/{uuid}/error or /api/processingUnits/{uuid}/error. */
  path: string;
  /** What ending in ERROR means for this unit, asked before it happens. */
  question: string;
  /** The toast once it ended. */
  doneMessage: string;
  disabled?: boolean;
}

/**
 * Ends an ongoing grading or processing run in ERROR (issue 20): irreversible, so a dialog asks
 * once more and for the reason the server records.
 */
export function EndInErrorButton({ path, question, doneMessage, disabled }: EndInErrorButtonProps) {
  const { busy, run } = useRun();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        size="large"
        fill
        variant="outlined"
        intent="danger"
        icon="error"
        text={t('hub.endInError')}
        loading={busy}
        disabled={disabled}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      />
      {asked && (
        <Suspense fallback={null}>
          <EndInErrorDialog
            open={open}
            question={question}
            onClose={() => setOpen(false)}
            onConfirm={(reason) => {
              setOpen(false);
              void run(() => post(path, { reason }), doneMessage);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
