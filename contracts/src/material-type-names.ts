import type { Language } from './enums';
import { materialTypeLabel } from './material-type-labels';
import de from './material-type-labels.de.json';

const GERMAN: Record<string, string> = de;

/**
 * A material type's name in a language, for texts the server writes for a reader (notifications
 * and their emails). The UI reads the same German through its catalogs (ui/src/common/material-label.ts).
 */
export const materialTypeName = (language: Language, type: string): string =>
  language === 'DE' ? (GERMAN[`material.${type}`] ?? type) : materialTypeLabel(type);
