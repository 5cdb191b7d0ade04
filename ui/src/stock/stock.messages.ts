import { addMessages } from '../i18n';
import en from './stock.en.json';

// The admin portal's hub stock screen. German: stock.de.json.
addMessages(en);
export { locale, t } from '../i18n';
