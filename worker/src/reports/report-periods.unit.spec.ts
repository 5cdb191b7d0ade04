import { describe, expect, it } from 'vitest';
import { MAX_CATCH_UP, duePeriods, lastCompletePeriod, periodOf } from './report-periods';

const at = (iso: string) => new Date(iso);

describe('report periods (UTC)', () => {
  it('a day, an ISO week from Monday and a calendar month hold the instant', () => {
    expect(periodOf('DAILY', at('2026-11-25T13:40:00Z'))).toEqual({
      start: '2026-11-25T00:00:00.000Z',
      end: '2026-11-26T00:00:00.000Z',
    });
    // 2026-11-25 is a Wednesday; its week starts on Monday the 23rd. A Sunday belongs to the week before.
    expect(periodOf('WEEKLY', at('2026-11-25T13:40:00Z'))).toEqual({
      start: '2026-11-23T00:00:00.000Z',
      end: '2026-11-30T00:00:00.000Z',
    });
    expect(periodOf('WEEKLY', at('2026-11-29T23:59:59Z')).start).toBe('2026-11-23T00:00:00.000Z');
    expect(periodOf('MONTHLY', at('2026-12-31T23:00:00Z'))).toEqual({
      start: '2026-12-01T00:00:00.000Z',
      end: '2027-01-01T00:00:00.000Z',
    });
  });

  it('the last complete period is the one before the current one', () => {
    expect(lastCompletePeriod('DAILY', at('2026-11-25T00:00:00Z'))).toEqual({
      start: '2026-11-24T00:00:00.000Z',
      end: '2026-11-25T00:00:00.000Z',
    });
    expect(lastCompletePeriod('MONTHLY', at('2026-03-15T10:00:00Z')).start).toBe(
      '2026-02-01T00:00:00.000Z',
    );
    expect(lastCompletePeriod('WEEKLY', at('2026-11-23T00:00:01Z')).start).toBe(
      '2026-11-16T00:00:00.000Z',
    );
  });

  it('nothing sent yet: only the last complete period', () => {
    expect(duePeriods('DAILY', at('2026-11-25T13:40:00Z'), null)).toEqual([
      { start: '2026-11-24T00:00:00.000Z', end: '2026-11-25T00:00:00.000Z' },
    ]);
  });

  it('the last one sent and the current one is not over: nothing is due', () => {
    expect(duePeriods('DAILY', at('2026-11-25T13:40:00Z'), '2026-11-25T00:00:00.000Z')).toEqual([]);
  });

  it('after a stop, every period that ended meanwhile, oldest first', () => {
    const due = duePeriods('DAILY', at('2026-11-25T00:00:30Z'), '2026-11-22T00:00:00.000Z');
    expect(due.map((p) => p.start)).toEqual([
      '2026-11-22T00:00:00.000Z',
      '2026-11-23T00:00:00.000Z',
      '2026-11-24T00:00:00.000Z',
    ]);
  });

  it('a long stop makes at most MAX_CATCH_UP periods, the newest', () => {
    const due = duePeriods('DAILY', at('2026-11-25T08:00:00Z'), '2026-01-01T00:00:00.000Z');
    expect(due).toHaveLength(MAX_CATCH_UP);
    expect(due.at(-1)!.start).toBe('2026-11-24T00:00:00.000Z');
  });

  it('a period that overlaps the last one sent (the frequency changed) is skipped', () => {
    // Daily reports up to Wednesday the 25th, then weekly: the week of the 23rd is never sent in part.
    expect(duePeriods('WEEKLY', at('2026-12-01T10:00:00Z'), '2026-11-26T00:00:00.000Z')).toEqual(
      [],
    );
    expect(
      duePeriods('WEEKLY', at('2026-12-08T10:00:00Z'), '2026-11-26T00:00:00.000Z').map(
        (p) => p.start,
      ),
    ).toEqual(['2026-11-30T00:00:00.000Z']);
  });
});
