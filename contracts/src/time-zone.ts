import { defined } from './defined';

/**
 * "Calls carry a time-zone header" (Document 1 §7; the name is not given): the UI sends the browser's
 * IANA zone in `x-time-zone`, and the server judges calendar-day rules ("not before today") in it.
 */
export const TIME_ZONE_HEADER = 'x-time-zone';

/** True for an IANA time zone name this runtime knows (`Asia/Kolkata`, `UTC`); false for anything else. */
export const isTimeZone = (name: unknown): name is string => {
  if (typeof name !== 'string' || name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/** The calendar day (YYYY-MM-DD) of an instant in a time zone: "today" for a caller in that zone. */
export const dayIn = (instant: Date | string, timeZone: string): string => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  // The format asks for these three parts, so every date has them.
  const part = (type: string) =>
    defined(
      parts.find((p) => p.type === type),
      `the ${type} part`,
    ).value;
  return `${part('year')}-${part('month')}-${part('day')}`;
};

/**
 * Today for a caller: in their zone when they sent a known one; otherwise in the earliest zone on earth
 * (UTC−12), so that a caller whose zone is unknown is never refused their own today.
 */
export const callersToday = (
  instant: Date | string,
  timeZone: string | null | undefined,
): string =>
  isTimeZone(timeZone)
    ? dayIn(instant, timeZone)
    : dayIn(new Date(new Date(instant).getTime() - 12 * 3600_000), 'UTC');

/** A YYYY-MM-DD day of a Date in the local time zone of the caller (here, not beside the schemas: no zod on a first route). */
export const localDay = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * A period's start is not after its end: the mass balance query on the server, and the custom
 * period of the UI's period selector. Compared as instants (ISO texts with different offsets do
 * not compare as text).
 */
export const periodInOrder = (start: Date | string, end: Date | string): boolean =>
  new Date(start).getTime() <= new Date(end).getTime();
