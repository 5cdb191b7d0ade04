import { addMessages } from '../i18n';
import en from './hub-app.en.json';

// The hub app's texts; their German (hub-app.de.json) loads with every German catalog (i18n.ts).
addMessages(en);
export { locale, t } from '../i18n';
