import { ApiError } from '../api/request';
import { t } from '../i18n';

/** The text shown under a sign-in form: a 401 has its own key; other refusals say what the server said. */
export function signInFailure(
  error: unknown,
  unauthorizedKey: 'signInError' | 'otpInvalid',
): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t(unauthorizedKey);
    if (error.body.errorMessageKey) return t(error.body.errorMessageKey);
    if (error.body.errorMessage) return error.body.errorMessage;
  }
  return t('genericErrorMessage');
}
