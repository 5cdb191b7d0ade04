import { MATERIAL_TYPE_LABELS } from '@cairn/contracts';
import { addMessages, t } from '../i18n';

// Material names: the English is contracts' list (the server names materials too, in PDFs and
// checks), registered here as keys `material.<TYPE>`; the German is contracts/src/material-type-labels.de.json, which
// loads with the other German catalogs (i18n.unit.spec.ts checks it has every material).
addMessages(
  Object.fromEntries(
    Object.entries(MATERIAL_TYPE_LABELS).map(([type, label]) => [`material.${type}`, label]),
  ),
);

/** A material type's name in the user's language; a type the list lacks shows as it is. */
export const materialTypeLabel = (type: string): string => {
  const key = `material.${type}`;
  const text = t(key);
  return text === key ? type : text;
};
