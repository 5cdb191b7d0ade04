import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { announceError } from '../../api/request';
import { applyFieldErrors } from '../../common/apply-field-errors';
import { useIdempotencyKey } from '../../common/use-idempotency-key';
import { showToast } from '../../shell/toaster';
import { submit } from '../outbox/outbox';
import { savedThenOverview } from './evidence-form';
import { t } from '../hub-forms.messages';

/** What a form saves: `label` names it in the outbox ("Waste bag"). */
export interface Saved {
  label: string;
  path: string;
  body: unknown;
}

export const queuedMessage = (): string => t('hub.queued');

/**
 * A hub-app form's save, through the outbox (issue 18): sent with the form's submission key (the
 * same key on a retry), then the overview with fresh figures. Without an answer it is kept on the
 * phone and the operator goes on. A refusal keeps the form as it was, with the server's field
 * errors under their fields and the rest in the error bar.
 */
export function useSaveToOverview(setError?: Parameters<typeof applyFieldErrors>[1]) {
  const navigate = useNavigate();
  const submission = useIdempotencyKey();
  const [saving, setSaving] = useState(false);
  const save = async (message: string, saved: Saved): Promise<void> => {
    setSaving(true);
    try {
      const result = await submission.send((idempotencyKey) =>
        submit({ ...saved, idempotencyKey }),
      );
      showToast(
        result.status === 'sent' ? 'success' : 'warning',
        result.status === 'sent' ? message : queuedMessage(),
      );
      await savedThenOverview(navigate);
    } catch (error) {
      announceError(error);
      if (setError) applyFieldErrors(error, setError);
      setSaving(false);
    }
  };
  return { saving, save };
}
