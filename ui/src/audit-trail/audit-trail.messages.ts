import { addMessages } from '../i18n';
import en from './audit-trail.en.json';

// The auditor's workspace (history, lineage, audit sample). German: audit-trail.de.json.
addMessages(en);
export { locale, t } from '../i18n';
