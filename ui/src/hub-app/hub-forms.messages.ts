import { addMessages } from '../i18n';
import en from './hub-forms.en.json';
import './hub-app.messages';

// The texts of the hub app's forms and other tabs, apart from the overview's (hub-app.messages.ts) so the
// overview, a first route, does not carry them (issue 18: U1-hub). German: hub-forms.de.json.
addMessages(en);
export { locale, t } from '../i18n';
