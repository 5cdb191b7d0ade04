import { addMessages } from '../i18n';
import en from './sustainability.en.json';

// Sustainability declarations (the hub app's clearance tab, the admin's credits page). German:
// sustainability.de.json.
addMessages(en);
export { locale, t } from '../i18n';
