import { addMessages } from '../i18n';
import en from './product-labels.en.json';

// Products, processing steps and material sources: the hub app's forms and tabs and the admin's
// screens name them, the hub overview's first screen does not (enum-label.ts). German:
// product-labels.de.json.
addMessages(en);
export { enumLabel, enumLabels } from './enum-label';
