import { addMessages } from '../i18n';
import en from './tracking.en.json';

// The hub tracking screens' texts; their German (tracking.de.json) loads with every German catalog (i18n.ts).
addMessages(en);
export { locale, t } from '../i18n';
