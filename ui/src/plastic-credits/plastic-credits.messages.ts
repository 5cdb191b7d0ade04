import { addMessages } from '../i18n';
import en from './plastic-credits.en.json';

// Plastic credits (the admin's page and the owner portal's panel). German: plastic-credits.de.json.
addMessages(en);
export { locale, t } from '../i18n';
