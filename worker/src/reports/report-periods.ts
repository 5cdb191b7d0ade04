import type { DataExportFrequency, ReportPeriod } from '@cairn/contracts';
import type { z } from 'zod';

type Frequency = z.infer<typeof DataExportFrequency>;

const DAY_MS = 86_400_000;
/** At most this many missed periods are made at once after a long stop (a month of days). */
export const MAX_CATCH_UP = 31;

/** The period of `frequency` that holds `instant`: a UTC day, an ISO week (from Monday) or a calendar month. */
export const periodOf = (frequency: Frequency, instant: Date): ReportPeriod => {
  const y = instant.getUTCFullYear();
  const m = instant.getUTCMonth();
  const d = instant.getUTCDate();
  if (frequency === 'MONTHLY')
    return {
      start: new Date(Date.UTC(y, m, 1)).toISOString(),
      end: new Date(Date.UTC(y, m + 1, 1)).toISOString(),
    };
  const day = Date.UTC(y, m, d);
  if (frequency === 'DAILY')
    return { start: new Date(day).toISOString(), end: new Date(day + DAY_MS).toISOString() };
  const monday = day - ((instant.getUTCDay() + 6) % 7) * DAY_MS;
  return {
    start: new Date(monday).toISOString(),
    end: new Date(monday + 7 * DAY_MS).toISOString(),
  };
};

/** The latest period that has ended by `now`. */
export const lastCompletePeriod = (frequency: Frequency, now: Date): ReportPeriod =>
  periodOf(frequency, new Date(Date.parse(periodOf(frequency, now).start) - 1));

/**
 * The periods to send now, oldest first. Nothing sent yet (the feature was just switched on): the
 * last complete period. Otherwise every complete period that starts at or after the end of the last
 * one sent (after a stop, the ones that ended meanwhile), at most MAX_CATCH_UP, the newest kept.
 * A period that overlaps one already sent (the frequency changed) is skipped, never sent in part.
 */
export const duePeriods = (
  frequency: Frequency,
  now: Date,
  lastSentEnd: string | null,
): ReportPeriod[] => {
  const last = lastCompletePeriod(frequency, now);
  if (!lastSentEnd) return [last];
  const due: ReportPeriod[] = [];
  for (let p = last; p.start >= lastSentEnd; p = lastCompletePeriod(frequency, new Date(p.start))) {
    due.unshift(p);
    if (due.length === MAX_CATCH_UP) break;
  }
  return due;
};
