import { periodInOrder } from '@cairn/contracts';
import { formatFilterDay, isoDay } from './dates';

export type PeriodType = 'DAY' | 'WEEK' | 'MONTH' | 'QUARTER' | 'CUSTOM';
export const PERIOD_TYPES: readonly PeriodType[] = ['DAY', 'WEEK', 'MONTH', 'QUARTER', 'CUSTOM'];
export const PERIOD_LABEL: Record<PeriodType, string> = {
  DAY: 'widgets.periodDay',
  WEEK: 'widgets.periodWeek',
  MONTH: 'widgets.periodMonth',
  QUARTER: 'widgets.periodQuarter',
  CUSTOM: 'widgets.periodCustom',
};

/** A period in local time: `start` at 00:00:00.000 of its first day, `end` at 23:59:59.999 of its last. */
export interface Period {
  type: PeriodType;
  start: Date;
  end: Date;
}

const dayStart = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const dayEnd = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), 23, 59, 59, 999);
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

/** The period of a type that contains the day `at`. Weeks are ISO weeks: Monday to Sunday. */
export const periodContaining = (type: Exclude<PeriodType, 'CUSTOM'>, at: Date): Period => {
  switch (type) {
    case 'DAY':
      return { type, start: dayStart(at), end: dayEnd(at) };
    case 'WEEK': {
      const monday = addDays(at, -((at.getDay() + 6) % 7));
      return { type, start: monday, end: dayEnd(addDays(monday, 6)) };
    }
    case 'MONTH':
      return {
        type,
        start: new Date(at.getFullYear(), at.getMonth(), 1),
        end: dayEnd(new Date(at.getFullYear(), at.getMonth() + 1, 0)),
      };
    case 'QUARTER': {
      const first = at.getMonth() - (at.getMonth() % 3);
      return {
        type,
        start: new Date(at.getFullYear(), first, 1),
        end: dayEnd(new Date(at.getFullYear(), first + 3, 0)),
      };
    }
  }
};

/** The previous (-1) or next (+1) period; a custom range moves by its own length in days. */
export const shiftPeriod = (period: Period, step: -1 | 1): Period => {
  if (period.type === 'CUSTOM') {
    const days =
      Math.round((dayStart(period.end).getTime() - period.start.getTime()) / 86_400_000) + 1;
    return {
      type: 'CUSTOM',
      start: addDays(period.start, step * days),
      end: dayEnd(addDays(period.end, step * days)),
    };
  }
  const probe = step === 1 ? addDays(period.end, 1) : addDays(period.start, -1);
  return periodContaining(period.type, probe);
};

/** Next is disabled when the period already reaches now (Document 3 §2 period selector). */
export const isNextDisabled = (period: Period, now: Date): boolean =>
  period.end.getTime() >= now.getTime();

export const formatRange = (period: Period): string =>
  period.type === 'DAY'
    ? formatFilterDay(period.start)
    : `${formatFilterDay(period.start)} - ${formatFilterDay(period.end)}`;

export { isoDay };
/** A custom range from two YYYY-MM-DD days; null when a day is missing or the start is after the end (as the server refuses it). */
export const customPeriod = (from: string, to: string): Period | null => {
  const start = new Date(`${from}T00:00:00`);
  const end = new Date(`${to}T23:59:59.999`);
  return Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || !periodInOrder(start, end)
    ? null
    : { type: 'CUSTOM', start, end };
};

/**
 * Another period type: the one containing today when the shown period contains today (Week →
 * Day on this week shows today, not its Monday), otherwise the one containing the shown start.
 */
export const switchPeriodType = (
  period: Period,
  type: Exclude<PeriodType, 'CUSTOM'>,
  now: Date,
): Period => {
  const showsToday =
    period.start.getTime() <= now.getTime() && now.getTime() <= period.end.getTime();
  return periodContaining(type, period.type === 'CUSTOM' || showsToday ? now : period.start);
};
