import { z } from 'zod';
import { AnomalyTag, ReviewStatus } from './enums';

/** The review queue's states as the chart stacks them: waiting first, then the reviewers' answers. */
export const REVIEW_QUEUE_STATUSES = ['PENDING', ...ReviewStatus.options] as const;
export type ReviewQueueStatus = (typeof REVIEW_QUEUE_STATUSES)[number];

const WEEK_MS = 7 * 24 * 3600 * 1000;
export const REVIEW_QUEUE_MAX_WEEKS = 53;

/** GET /api/admin/hubEvents/reviewQueue: the hubs (none = all) and the weeks up to `endDate` (default now). */
export const ReviewQueueQuery = z.object({
  hubUuids: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : []))
    .pipe(z.array(z.string().uuid('validationInvalid'))),
  weeks: z.coerce
    .number()
    .int('validationInvalid')
    .min(1, 'validationInvalid')
    .max(REVIEW_QUEUE_MAX_WEEKS, 'validationInvalid')
    .default(8),
  endDate: z.string().datetime({ offset: true, message: 'validationInvalid' }).optional(),
});
export type ReviewQueueQuery = z.infer<typeof ReviewQueueQuery>;

export interface ReviewQueueWeek {
  /** Monday 00:00 UTC, and the next Monday (exclusive). */
  start: string;
  end: string;
  total: number;
  statuses: Record<ReviewQueueStatus, number>;
  /** Events the automatic review tagged, by tag (an event with two tags counts in both). */
  tags: Partial<Record<AnomalyTag, number>>;
}
export interface ReviewQueue {
  weeks: ReviewQueueWeek[];
}

/** Monday 00:00 UTC of the week `at` falls in (UTC week cuts, ISO weeks start on Monday). */
export const utcWeekStart = (at: Date): Date => {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 24 * 3600 * 1000);
};

/** The `weeks` UTC weeks ending with the one `end` falls in, oldest first, as [start, end). */
export const reviewQueueWeeks = (end: Date, weeks: number): Array<{ start: Date; end: Date }> => {
  const last = utcWeekStart(end).getTime();
  return Array.from({ length: weeks }, (_, i) => {
    const start = last - (weeks - 1 - i) * WEEK_MS;
    return { start: new Date(start), end: new Date(start + WEEK_MS) };
  });
};

type QueueRow = {
  createdAt: string;
  status: ReviewQueueStatus;
  autoReview?: { tags: readonly AnomalyTag[] } | null;
};

/** Counts rows by the week they were created in, by status and by the automatic review's tags. */
export const bucketReviewQueue = (
  rows: readonly QueueRow[],
  end: Date,
  weeks: number,
): ReviewQueue => {
  const cuts = reviewQueueWeeks(end, weeks);
  const out: ReviewQueueWeek[] = cuts.map((w) => ({
    start: w.start.toISOString(),
    end: w.end.toISOString(),
    total: 0,
    statuses: Object.fromEntries(REVIEW_QUEUE_STATUSES.map((s) => [s, 0])) as Record<
      ReviewQueueStatus,
      number
    >,
    tags: {},
  }));
  const first = cuts[0]?.start.getTime() ?? 0;
  for (const row of rows) {
    const i = Math.floor((new Date(row.createdAt).getTime() - first) / WEEK_MS);
    const week = out[i];
    if (!week) continue;
    week.total++;
    week.statuses[row.status]++;
    for (const tag of new Set(row.autoReview?.tags ?? []))
      week.tags[tag] = (week.tags[tag] ?? 0) + 1;
  }
  return { weeks: out };
};
