import { addMessages } from '../i18n';
import en from './users.en.json';

// The admin portal's users screen. German: users.de.json.
addMessages(en);
export { locale, t } from '../i18n';
