import { Intent, type Toaster } from '@blueprintjs/core';
import { t } from '../i18n';
import './toaster.css';

/** The toast bar of Document 1 §2: four kinds, auto-hides after 4 s (§9). */
export type ToastKind = 'success' | 'warning' | 'error' | 'info';
export const TOAST_TIMEOUT_MS = 4000;

const INTENT: Record<ToastKind, Intent> = {
  success: Intent.SUCCESS,
  warning: Intent.WARNING,
  error: Intent.DANGER,
  info: Intent.PRIMARY,
};
const ICON = {
  success: 'tick-circle',
  warning: 'warning-sign',
  error: 'error',
  info: 'info-sign',
} as const;

// One toaster for the whole app, created on first use so pages that never toast pay nothing: its
// code (overlays, transitions) loads with the first toast, not with a first route (issue 18).
let toaster: Promise<Toaster> | null = null;
const getToaster = () => (toaster ??= import('./toaster-instance').then((m) => m.createToaster()));

/** Shows a translated message; `messageKey` goes through `t()`, so a plain text also works. */
export function showToast(kind: ToastKind, messageKey: string): void {
  void getToaster().then((instance) =>
    instance.show({
      message: t(messageKey),
      intent: INTENT[kind],
      icon: ICON[kind],
      timeout: TOAST_TIMEOUT_MS,
    }),
  );
}
