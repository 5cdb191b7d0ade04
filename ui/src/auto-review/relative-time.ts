import { locale } from '../i18n';
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 months ago", "yesterday", "in 2 hours": how long before `now` an instant was. */
export const relativeTime = (iso: string, now = Date.now()): string => {
  const diff = Date.parse(iso) - now;
  const format = new Intl.RelativeTimeFormat(locale(), { numeric: 'auto' });
  for (const [unit, ms] of UNITS)
    if (Math.abs(diff) >= ms) return format.format(Math.round(diff / ms), unit);
  return format.format(0, 'minute');
};
