import { describe, expect, it } from 'vitest';
import { periodInOrder } from '@cairn/contracts';
import {
  customPeriod,
  formatRange,
  isNextDisabled,
  periodContaining,
  shiftPeriod,
  switchPeriodType,
} from './period-range';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d, 15, 30);

describe('period selector date math', () => {
  it('weeks are ISO weeks, Monday to Sunday, also across a year end', () => {
    expect(formatRange(periodContaining('WEEK', day(2026, 11, 22)))).toBe(
      '16/11/2026 - 22/11/2026',
    ); // a Sunday
    expect(formatRange(periodContaining('WEEK', day(2026, 11, 23)))).toBe(
      '23/11/2026 - 29/11/2026',
    ); // a Monday
    expect(formatRange(periodContaining('WEEK', day(2027, 1, 1)))).toBe('28/12/2026 - 03/01/2027');
  });
  it('months and quarters run from their first to their last day', () => {
    expect(formatRange(periodContaining('MONTH', day(2028, 2, 10)))).toBe(
      '01/02/2028 - 29/02/2028',
    );
    expect(formatRange(periodContaining('QUARTER', day(2026, 11, 22)))).toBe(
      '01/10/2026 - 31/12/2026',
    );
    const q = periodContaining('QUARTER', day(2026, 2, 1));
    expect(q.end.getHours()).toBe(23);
    expect(formatRange(q)).toBe('01/01/2026 - 31/03/2026');
  });
  it('previous and next move by one period', () => {
    const week = periodContaining('WEEK', day(2026, 11, 22));
    expect(formatRange(shiftPeriod(week, -1))).toBe('09/11/2026 - 15/11/2026');
    expect(formatRange(shiftPeriod(periodContaining('MONTH', day(2026, 1, 31)), 1))).toBe(
      '01/02/2026 - 28/02/2026',
    );
    expect(formatRange(shiftPeriod(periodContaining('DAY', day(2026, 3, 1)), -1))).toBe(
      '28/02/2026',
    );
    expect(formatRange(shiftPeriod(customPeriod('2026-11-01', '2026-11-03')!, 1))).toBe(
      '04/11/2026 - 06/11/2026',
    );
  });
  it('next is disabled once the period reaches now', () => {
    const now = day(2026, 11, 22);
    expect(isNextDisabled(periodContaining('WEEK', now), now)).toBe(true);
    expect(isNextDisabled(shiftPeriod(periodContaining('WEEK', now), -1), now)).toBe(false);
  });
  it('a custom range needs a start before its end', () => {
    expect(customPeriod('2026-11-05', '2026-11-01')).toBeNull();
    expect(customPeriod('', '2026-11-01')).toBeNull();
    expect(formatRange(customPeriod('2026-11-01', '2026-11-01')!)).toBe('01/11/2026 - 01/11/2026');
  });
  it('the server and the selector share the order rule, compared as instants whatever the offset', () => {
    expect(periodInOrder('2026-11-01T00:00:00.000Z', '2026-11-05T23:59:59.999Z')).toBe(true);
    expect(periodInOrder('2026-11-05T00:00:00.000Z', '2026-11-01T00:00:00.000Z')).toBe(false);
    // 10:00 in Pune is 04:30 UTC: before 05:00 UTC, although the text "10:00" sorts after "05:00".
    expect(periodInOrder('2026-11-01T10:00:00+05:30', '2026-11-01T05:00:00Z')).toBe(true);
  });
  it('switching the type of the current period shows today: Week → Day is today, not the Monday', () => {
    const today = day(2026, 11, 26); // a Thursday
    const week = periodContaining('WEEK', today);
    expect(formatRange(switchPeriodType(week, 'DAY', today))).toBe('26/11/2026');
    expect(formatRange(switchPeriodType(periodContaining('QUARTER', today), 'WEEK', today))).toBe(
      '23/11/2026 - 29/11/2026',
    );
    // A past period keeps its place: last week → Day is that week's Monday.
    expect(formatRange(switchPeriodType(shiftPeriod(week, -1), 'DAY', today))).toBe('16/11/2026');
    expect(
      formatRange(switchPeriodType(customPeriod('2026-01-01', '2026-01-31')!, 'MONTH', today)),
    ).toBe('01/11/2026 - 30/11/2026');
  });
});
