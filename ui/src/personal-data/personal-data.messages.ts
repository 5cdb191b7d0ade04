import { ERASED } from '@cairn/contracts';
import { addMessages, t } from '../i18n';
import en from './personal-data.en.json';

// Access and erasure of a person's data (issue 33). German: personal-data.de.json.
addMessages(en);
export { locale, t } from '../i18n';

/** A personal field as shown: an erased person's reads "erased" in the user's language. */
export function shownPersonal(value: string): string;
export function shownPersonal(value: string | null | undefined): string | null | undefined;
export function shownPersonal(value: string | null | undefined) {
  return value?.includes(ERASED) ? t('personalData.erased') : value;
}
