import { describe, expect, it } from 'vitest';
import {
  bucketReviewQueue,
  ReviewQueueQuery,
  reviewQueueWeeks,
  utcWeekStart,
} from './review-queue.schema';

describe('the review queue by UTC week (issue 39)', () => {
  it('cuts weeks on Monday 00:00 UTC', () => {
    expect(utcWeekStart(new Date('2026-12-06T23:59:59Z')).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
    expect(utcWeekStart(new Date('2026-11-30T00:00:00Z')).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
    // Sunday evening in Berlin is already Monday in Tokyo, but the cut is UTC's.
    expect(utcWeekStart(new Date('2026-11-29T23:30:00-01:00')).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
    const weeks = reviewQueueWeeks(new Date('2026-12-02T10:00:00Z'), 3);
    expect(weeks.map((w) => w.start.toISOString().slice(0, 10))).toEqual([
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(weeks[2]!.end.toISOString()).toBe('2026-12-07T00:00:00.000Z');
  });

  it('counts by status and by automatic-review tag, each event once per tag, outside weeks left out', () => {
    const queue = bucketReviewQueue(
      [
        { createdAt: '2026-11-23T00:00:00.000Z', status: 'PENDING' },
        {
          createdAt: '2026-11-29T23:59:59.999Z',
          status: 'AUTO_FLAGGED',
          autoReview: { tags: ['DUPLICATE', 'WEIGHT_OUTLIER', 'DUPLICATE'] },
        },
        {
          createdAt: '2026-11-30T08:00:00.000Z',
          status: 'APPROVED',
          autoReview: { tags: ['DUPLICATE'] },
        },
        { createdAt: '2026-11-15T23:59:59.999Z', status: 'PENDING' },
        { createdAt: '2026-12-07T00:00:00.000Z', status: 'PENDING' },
      ],
      new Date('2026-12-06T12:00:00Z'),
      2,
    );
    expect(queue.weeks.map((w) => [w.start.slice(0, 10), w.total])).toEqual([
      ['2026-11-23', 2],
      ['2026-11-30', 1],
    ]);
    expect(queue.weeks[0]!.statuses).toEqual({
      PENDING: 1,
      APPROVED: 0,
      AUTO_APPROVED: 0,
      FLAGGED: 0,
      AUTO_FLAGGED: 1,
    });
    expect(queue.weeks[0]!.tags).toEqual({ DUPLICATE: 1, WEIGHT_OUTLIER: 1 });
    expect(queue.weeks[1]!.tags).toEqual({ DUPLICATE: 1 });
  });

  it('reads the query: hubs as a list, 8 weeks by default, at most a year', () => {
    const hub = '0b8f4a52-6c1e-4a57-9a3e-2f6f1d1c1a11';
    expect(ReviewQueueQuery.parse({ hubUuids: hub })).toEqual({ hubUuids: [hub], weeks: 8 });
    expect(ReviewQueueQuery.safeParse({ weeks: '54' }).success).toBe(false);
    expect(ReviewQueueQuery.safeParse({ hubUuids: 'nope' }).success).toBe(false);
  });
});
