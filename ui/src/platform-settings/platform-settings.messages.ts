import { addMessages } from '../i18n';
import en from './platform-settings.en.json';

// The admin's platform settings screen. German: platform-settings.de.json.
addMessages(en);
export { locale, t } from '../i18n';
