import { addMessages } from '../i18n';
import en from './prices.en.json';

// A hub's price list (admin). German: prices.de.json.
addMessages(en);
export { locale, t } from '../i18n';
