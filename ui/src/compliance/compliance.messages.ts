import { addMessages } from '../i18n';
import en from './compliance.en.json';

// The audit actions' texts (admin screens and the owner's portal). German: compliance.de.json.
addMessages(en);
export { locale, t } from '../i18n';
