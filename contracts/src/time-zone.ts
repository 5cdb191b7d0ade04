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
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
};

/**
 * Today for a caller: in their zone when they sent a known one; otherwise in the earliest zone on earth
 * (UTC−12), so that a caller whose zone is unknown is never refused their own today.
 */
export const callersToday = (instant: Date | string, timeZone: string | null | undefined): string =>
  isTimeZone(timeZone) ? dayIn(instant, timeZone) : dayIn(new Date(new Date(instant).getTime() - 12 * 3600_000), 'UTC');
