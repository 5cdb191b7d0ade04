import { addMessages } from '../i18n';
import en from './epcis.en.json';

// The admin's EPCIS screens (API keys, the hub's export). German: epcis.de.json.
addMessages(en);
export { locale, t } from '../i18n';
