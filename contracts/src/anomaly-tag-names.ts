import type { AnomalyTag, Language } from './enums';
import de from './anomaly-tag-labels.de.json';
import en from './anomaly-tag-labels.en.json';

/**
 * Anomaly tags' names (keys `enum.AnomalyTag_<TAG>`): the UI registers the English as a catalog
 * (ui/src/common/enum-labels.messages.ts) and loads the German with its German catalogs; the server
 * names tags in the texts it writes for a reader (notifications and their emails).
 */
export const ANOMALY_TAG_LABELS_EN: Record<string, string> = en;
const GERMAN: Record<string, string> = de;

export const anomalyTagName = (language: Language, tag: AnomalyTag | string): string => {
  const key = `enum.AnomalyTag_${tag}`;
  return (language === 'DE' ? GERMAN[key] : ANOMALY_TAG_LABELS_EN[key]) ?? tag;
};
