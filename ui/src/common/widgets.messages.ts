import { addMessages } from '../i18n';
import en from './widgets.en.json';

// The shared widgets' texts (camera, dialogs, pager, period selector...); they load with the widgets,
// not with every first route. German: widgets.de.json.
addMessages(en);
export { locale, t } from '../i18n';
