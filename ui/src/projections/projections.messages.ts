import { addMessages } from '../i18n';
import en from './projections.en.json';

// The admin portal's projections screen. German: projections.de.json.
addMessages(en);
export { locale, t } from '../i18n';
