import { addMessages } from '../i18n';
import en from './system.en.json';

// The admin portal's System screen. German: system.de.json.
addMessages(en);
export { locale, t } from '../i18n';
