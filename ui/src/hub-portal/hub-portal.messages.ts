import { addMessages } from '../i18n';
import en from './hub-portal.en.json';

// The hub owner's portal. German: hub-portal.de.json.
addMessages(en);
export { locale, t } from '../i18n';
