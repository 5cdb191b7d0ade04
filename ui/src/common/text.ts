import { t } from '../i18n';

/**
 * Some keys the spec names (retakeButton, confirmButton ...) are not in the shared table yet;
 * until they are, show a readable English text instead of the bare key.
 */
export const text = (key: string, fallback: string): string => {
  const translated = t(key);
  return translated === key ? fallback : translated;
};
