import {
  bucketReviewQueue,
  reviewQueueWeeks,
  type ReviewQueue,
  type ReviewQueueQuery,
  type SearchFilter,
} from '@cairn/contracts';
import type { HubEventRecord } from '@cairn/projection-service';
import type { AppContext } from '../app-context';

const BATCH = 1000;

/**
 * The review queue by UTC week (issue 39): the hub events created in the weeks asked for, in the
 * hubs asked for (none = all), removed ones left out as in the list, counted by status and by the
 * automatic review's tags. The rows are read with the list's own search, so the counts agree with it.
 */
export const reviewQueueByWeek = async (
  app: AppContext,
  query: ReviewQueueQuery,
): Promise<ReviewQueue> => {
  const end = query.endDate ? new Date(query.endDate) : app.now();
  const weeks = reviewQueueWeeks(end, query.weeks);
  const from = weeks[0]?.start ?? end;
  const to = weeks.at(-1)?.end ?? end;
  const filters: SearchFilter[] = [
    {
      field: 'CREATED_AT',
      operator: 'GREATER_THAN_OR_EQUAL',
      value: from.toISOString(),
    },
    // The last week ends before next Monday 00:00 (the search has no strict "less than").
    {
      field: 'CREATED_AT',
      operator: 'LESS_THAN_OR_EQUAL',
      value: new Date(to.getTime() - 1).toISOString(),
    },
    ...(query.hubUuids.length
      ? [{ field: 'HUB_UUID', operator: 'IN', value: query.hubUuids } as SearchFilter]
      : []),
  ];
  const rows: HubEventRecord[] = [];
  for (let page = 0; ; page++) {
    const found = await app.rows.search<HubEventRecord>(
      'hubEvents',
      { page, size: BATCH, filters },
      { removed: 'false' },
    );
    rows.push(...found.items);
    if ((page + 1) * BATCH >= found.pagination.total || found.items.length === 0) break;
  }
  return bucketReviewQueue(rows, end, query.weeks);
};
