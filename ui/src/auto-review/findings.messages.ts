import { addMessages } from '../i18n';
import en from './findings.en.json';

// The automatic review's findings in words (review drawer, the hub app's flagged bags). German:
// findings.de.json. The English is contracts' findingSentence, which the export writes; a unit test
// holds the two to the same words.
addMessages(en);
export { t } from '../i18n';
