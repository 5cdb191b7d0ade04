import { addMessages } from '../i18n';
import en from './admin.en.json';

// The admin portal's hub screens (list, form, clearance). German: admin.de.json.
addMessages(en);
export { locale, t } from '../i18n';
