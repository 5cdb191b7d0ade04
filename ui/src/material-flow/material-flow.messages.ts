import { addMessages } from '../i18n';
import en from './material-flow.en.json';

// The material flow screens (issue 39). German: material-flow.de.json.
addMessages(en);
export { locale, t } from '../i18n';
