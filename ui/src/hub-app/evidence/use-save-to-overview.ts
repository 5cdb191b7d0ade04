import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIdempotencyKey } from '../../common/use-idempotency-key';
import { showToast } from '../../shell/toaster';
import { savedThenOverview } from './evidence-form';

/**
 * A hub-app form's save: sends with the form's submission key (the same key on a retry), then says
 * so and goes back to the overview with fresh figures. On a failure the form stays as it was, and
 * the error bar says why.
 */
export function useSaveToOverview() {
  const navigate = useNavigate();
  const submission = useIdempotencyKey();
  const [saving, setSaving] = useState(false);
  const save = async (message: string, call: (idempotencyKey: string) => Promise<unknown>): Promise<void> => {
    setSaving(true);
    try {
      await submission.send(call);
      showToast('success', message);
      await savedThenOverview(navigate);
    } catch {
      setSaving(false);
    }
  };
  return { saving, save };
}
