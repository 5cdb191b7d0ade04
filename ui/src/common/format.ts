// Dates live in dates.ts (one module, independent of the browser's locale); kept here for the
// screens that still import them from format.ts.
import { UNIT_LABEL, type Unit } from '@cairn/contracts';
export { endOfDayIso, formatDateTime, formatDayTime, startOfDayIso } from './dates';
import { locale } from '../i18n';

/**
 * A number with `decimals` decimals as the user reads it: the spec's 1234.500 in English, Intl's
 * 1.234,500 for a German user.
 */
export const formatNumber = (value: number, decimals: number): string =>
  locale() === 'de'
    ? new Intl.NumberFormat('de-DE', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(value)
    : value.toFixed(decimals);

/** A figure the server formatted ("31.50") as the user reads it ("31,50" in German); anything else as it is. */
export const numberText = (text: string): string => {
  const m = /^-?\d+(?:\.(\d+))?$/.exec(text);
  return m ? formatNumber(Number(text), m[1]?.length ?? 0) : text;
};

/** A unit's text from the unit table (Document 1 §3: kg, t, km, l, cal/g, m³). */
export const unitText = (unit: string | null | undefined): string =>
  unit ? (UNIT_LABEL[unit as Unit] ?? unit.toLowerCase()) : '';

/** Hub event weights show 3 decimals (Document 2 §9). */
export const formatWeight = (
  weight: number | null | undefined,
  unit?: string | null,
  decimals = 3,
): string =>
  weight === null || weight === undefined
    ? '-'
    : `${formatNumber(weight, decimals)} ${unitText(unit)}`.trim();

/** File names display truncated to 22 characters plus an ellipsis (Document 1 §5). */
export const truncateFileName = (name: string, max = 22): string =>
  name.length > max ? `${name.slice(0, max)}…` : name;

/** Sizes display in K (Document 1 §5). */
export const formatSizeK = (bytes: number): string => `${Math.max(1, Math.round(bytes / 1024))}K`;

/** Enum values such as IMAGE_BAG_VISIBILITY read as "Image bag visibility". */
export const humanize = (value: string): string => {
  const words = value.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
