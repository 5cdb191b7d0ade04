import { addMessages } from '../i18n';
import en from './shell.en.json';

// The admin portal's frame (navigation); the hub frame's few texts are in the common catalog, as
// they are in every first route. German: shell.de.json.
addMessages(en);
export { locale, t } from '../i18n';
