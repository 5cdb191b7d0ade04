import { addMessages } from '../i18n';
import en from './review.en.json';

// The admin portal's hub events (list, filters). German: review.de.json.
addMessages(en);
export { locale, t } from '../i18n';
