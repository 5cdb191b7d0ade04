import { addMessages } from '../i18n';
import en from './auth.en.json';

// The sign-in and password screens' texts. German: auth.de.json.
addMessages(en);
export { locale, t } from '../i18n';
