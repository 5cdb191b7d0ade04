import {
  UNIT_LABEL,
  anomalyTagName,
  materialTypeName,
  type AnomalyTag,
  type Language,
  type Unit,
} from '@cairn/contracts';
import { emailFormat } from '../emails/email-texts';

/**
 * A notification's title and body in one language (docs/decisions.md, German): each recipient's
 * notification, and the email or SMS made of it, is written in the recipient's language when the
 * alert is raised; the alert itself keeps the English.
 */
export type NotificationTexts = (language: Language) => { title: string; body: string };

const LOCALE: Record<Language, string> = { EN: 'en', DE: 'de' };

/** A weight as the reader writes it: 612.5 kg, 612,5 kg. */
export const quantityText = (language: Language, weight: number, unit: string): string =>
  `${new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 3 }).format(weight)} ${UNIT_LABEL[unit as Unit] ?? unit.toLowerCase()}`;

/** What moved: the weight, then the material's name when there is one ("612.5 kg PET clear"). */
export const materialText = (
  language: Language,
  weight: number,
  unit: string,
  materialType: string | null | undefined,
): string =>
  [quantityText(language, weight, unit), materialType && materialTypeName(language, materialType)]
    .filter(Boolean)
    .join(' ');

/** Tags named in the reader's language, or 'none' (the messages' select leaves the list out). */
export const tagsText = (language: Language, tags: readonly AnomalyTag[]): string =>
  tags.length ? tags.map((tag) => anomalyTagName(language, tag)).join(', ') : 'none';

/** A day as the reader reads it: the spec's YYYY-MM-DD in English (as the app shows days), 5. März 2026 in German. */
export const dayText = (language: Language, isoDay: string): string =>
  language === 'EN' ? isoDay.slice(0, 10) : emailFormat.day(language, isoDay.slice(0, 10));
