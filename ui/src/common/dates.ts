import { localDay } from '@cairn/contracts';
import { locale } from '../i18n';

/**
 * The one place the UI turns dates into text and back, never through the browser's locale
 * (the toLocale… methods, the native date input), so every screen reads the same on every machine:
 * dates YYYY-MM-DD HH:mm:ss, filter and period days DD/MM/YYYY (Document 2 §9), the hub app's
 * DD/MM/YYYY HH:mm (Document 3 §9). All in the viewer's time zone. Those are the English formats;
 * a German user reads the German ones, through Intl (DD.MM.YYYY, 24 h; docs/decisions.md, German).
 */
const german = () => locale() === 'de';
const GERMAN_DAY: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
};
const GERMAN_TIME: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const germanFormat = (d: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('de-DE', options).format(d);
const pad = (n: number) => String(n).padStart(2, '0');
const valid = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD HH:mm:ss, '-' for none (Document 2 §9). */
export const formatDateTime = (iso: string | null | undefined): string => {
  const d = valid(iso);
  if (d && german()) return germanFormat(d, { ...GERMAN_DAY, ...GERMAN_TIME, second: '2-digit' });
  return d
    ? `${isoDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
    : '-';
};

/** YYYY-MM-DD of an instant, or a YYYY-MM-DD day as it is (audit action dates, Document 1 §9). */
export const formatDate = (iso: string | null | undefined): string => {
  if (iso && ISO_DAY.test(iso)) return german() ? isoDayToFilterDay(iso) : iso;
  const d = valid(iso);
  if (d && german()) return germanFormat(d, GERMAN_DAY);
  return d ? isoDay(d) : '-';
};

/** The hub app's dates: DD/MM/YYYY HH:mm (Document 3 §9). */
export const formatDayTime = (iso: string | null | undefined): string => {
  const d = valid(iso);
  if (d && german()) return germanFormat(d, { ...GERMAN_DAY, ...GERMAN_TIME });
  return d ? `${formatFilterDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '-';
};

/** DD/MM/YYYY of a local day: filters and periods (Document 2 §9). */
export const formatFilterDay = (d: Date): string =>
  `${pad(d.getDate())}${daySeparator()}${pad(d.getMonth() + 1)}${daySeparator()}${d.getFullYear()}`;
// German days are written DD.MM.YYYY (parseFilterDay reads both).
const daySeparator = () => (german() ? '.' : '/');

/** How a day is typed, as a hint in the user's language and order (German: TT.MM.JJJJ, issue 31). */
export const dayPattern = (): string => (german() ? 'TT.MM.JJJJ' : 'DD/MM/YYYY');

/** YYYY-MM-DD of a local day: what forms and filters keep and the API takes. */
export const isoDay = (d: Date): string => localDay(d);

/** A kept YYYY-MM-DD day as DD/MM/YYYY; anything else ('' or a half-typed text) as it is. */
export const isoDayToFilterDay = (day: string): string => {
  const m = ISO_DAY.exec(day);
  return m ? `${m[3]}${daySeparator()}${m[2]}${daySeparator()}${m[1]}` : day;
};

/**
 * A typed DD/MM/YYYY (also D/M/YYYY, '.' or '-' between, or DDMMYYYY) as YYYY-MM-DD; null when it is not a
 * day of the calendar (31/02/2026) or not complete.
 */
export const parseFilterDay = (text: string): string | null => {
  // Eight digits read DDMMYYYY: a phone's number pad may have no '/' to type.
  const m =
    /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text) ??
    /^\s*(\d{2})(\d{2})(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(year, month - 1, day);
  if (d.getFullYear() !== year || d.getMonth() !== month - 1 || d.getDate() !== day) return null;
  return `${m[3]}-${pad(month)}-${pad(day)}`;
};

/**
 * What a typed day input holds: the day when it is complete and within min..max (YYYY-MM-DD, either
 * optional), '' when emptied, null (nothing to take) while half typed; `invalid` when it is no day
 * or out of range, e.g. a custom period's start after its end.
 */
export const typedDay = (
  text: string,
  min?: string,
  max?: string,
): { day: string | null; invalid: boolean } => {
  if (text.trim() === '') return { day: '', invalid: false };
  const day = parseFilterDay(text);
  const inRange = day !== null && (!min || day >= min) && (!max || day <= max);
  return { day: inRange ? day : null, invalid: !inRange };
};

/**
 * A typed date-time as Document 2 §9 writes dates, YYYY-MM-DD HH:mm:ss (seconds optional, 'T' also
 * taken), as the local YYYY-MM-DDTHH:mm:ss the As-of picker keeps; null when incomplete or no instant.
 */
export const parseDateTime = (text: string): string | null => {
  const m = /^\s*(\d{4}-\d{2}-\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/.exec(text);
  if (!m || parseFilterDay(isoDayToFilterDay(m[1])) !== m[1]) return null;
  const [hours, minutes, seconds] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return `${m[1]}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
};

/** The first and last instant of a picked local day (YYYY-MM-DD), as the date filters need them. */
export const startOfDayIso = (day: string): string =>
  day ? new Date(`${day}T00:00:00`).toISOString() : '';
export const endOfDayIso = (day: string): string =>
  day ? new Date(`${day}T23:59:59.999`).toISOString() : '';
