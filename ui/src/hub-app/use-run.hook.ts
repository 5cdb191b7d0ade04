import { useState } from 'react';
import { mutate as revalidate } from 'swr';
import { showToast } from '../shell/toaster';

/**
 * Runs a one-click call of a panel (start or finish a grading, a processing run) with a busy flag;
 * afterwards every figure on screen is refreshed, as such a call moves the mass balance too. A
 * failure is left to the error bar, which says why.
 */
export function useRun() {
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>, message: string) => {
    setBusy(true);
    try {
      await call();
      showToast('success', message);
      await revalidate(() => true);
    } catch {
      // reported by the request helper
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
