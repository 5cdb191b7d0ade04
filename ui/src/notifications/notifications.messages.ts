import { addMessages } from '../i18n';
import en from './notifications.en.json';

// The notification list's and hub event page's texts (the bell's are in the common catalog: every
// frame shows it). German: notifications.de.json.
addMessages(en);
export { locale, t } from '../i18n';
