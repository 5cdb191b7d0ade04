import { Button, Callout, Card, H2, HTMLTable, Spinner } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { lazy, Suspense, useMemo, useState } from 'react';
import useSWR from 'swr';
import {
  REVIEW_QUEUE_MAX_WEEKS,
  REVIEW_QUEUE_STATUSES,
  utcWeekStart,
  type AnomalyTag,
  type ReviewQueue,
  type ReviewQueueStatus,
} from '@cairn/contracts';
import { fetcher } from '../api/request';
import { enumLabel } from '../common/enum-labels.messages';
import { formatNumber } from '../common/format';
import { endOfDayIso, formatFilterDay, startOfDayIso } from '../common/dates';
import type { HubEventFilterValues } from './hub-events.query';
import { t } from './review.messages';

// ECharts loads in its own chunk, only once there are weeks to draw (first-route budget).
const ReviewQueueChart = lazy(() => import('./review-queue-chart'));

const DEFAULT_WEEKS = 8;
const WEEK_MS = 7 * 24 * 3600 * 1000;
/** Tags beyond these still show in the table and the label; the chart keeps to the busiest. */
const CHART_TAGS = 5;

// Waiting reads grey, approved green, flagged orange (Blueprint's palette); the machine's a lighter shade.
const STATUS_COLORS: Record<ReviewQueueStatus, string> = {
  PENDING: '#8F99A8',
  APPROVED: '#238551',
  AUTO_APPROVED: '#72CA9B',
  FLAGGED: '#C87619',
  AUTO_FLAGGED: '#FBB360',
};
/** Tag lines in hues the statuses do not use. */
const TAG_COLORS = ['#7961DB', '#CD4246', '#147EB3', '#D1980B', '#5F6B7C'];

const countText = (n: number) => formatNumber(n, 0);
/** The week's Monday as a day of the calendar (a UTC cut, shown without shifting into local time). */
const weekText = (start: string) => {
  const d = new Date(start);
  return formatFilterDay(new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
};

/** The hubs and period of the list's filters as the review queue's query: 8 weeks unless a start is set. */
export const reviewQueueKey = (filters: HubEventFilterValues, now = new Date()): string => {
  const end = filters.createdBefore ? new Date(endOfDayIso(filters.createdBefore)) : now;
  const start = filters.createdAfter ? new Date(startOfDayIso(filters.createdAfter)) : null;
  const span = start
    ? Math.round((utcWeekStart(end).getTime() - utcWeekStart(start).getTime()) / WEEK_MS) + 1
    : DEFAULT_WEEKS;
  const q = new URLSearchParams({
    weeks: String(Math.min(REVIEW_QUEUE_MAX_WEEKS, Math.max(1, span))),
  });
  if (filters.createdBefore) q.set('endDate', end.toISOString());
  if (filters.hubUuids.length) q.set('hubUuids', filters.hubUuids.join(','));
  return `/api/admin/hubEvents/reviewQueue?${q.toString()}`;
};

/** The review queue at a glance (issue 39): by status and automatic-review tag, week by week. */
export function ReviewQueuePanel({ filters }: { filters: HubEventFilterValues }) {
  const [table, setTable] = useState(false);
  const { data, error, isLoading } = useSWR<ReviewQueue>(reviewQueueKey(filters), fetcher, {
    keepPreviousData: true,
  });
  const weeks = useMemo(() => data?.weeks ?? [], [data]);
  const labels = useMemo(() => weeks.map((w) => weekText(w.start)), [weeks]);
  const tags = useMemo(() => {
    const totals = new Map<AnomalyTag, number>();
    for (const w of weeks)
      for (const [tag, n] of Object.entries(w.tags) as Array<[AnomalyTag, number]>)
        totals.set(tag, (totals.get(tag) ?? 0) + n);
    return [...totals].sort((a, b) => b[1] - a[1]).map(([tag]) => tag);
  }, [weeks]);
  const series = useMemo(
    () => [
      ...REVIEW_QUEUE_STATUSES.map((s) => ({
        name: enumLabel('ReviewStatus', s),
        values: weeks.map((w) => w.statuses[s]),
        color: STATUS_COLORS[s],
      })),
      ...tags.slice(0, CHART_TAGS).map((tag, i) => ({
        name: enumLabel('AnomalyTag', tag),
        values: weeks.map((w) => w.tags[tag] ?? 0),
        line: true,
        color: TAG_COLORS[i],
      })),
    ],
    [weeks, tags],
  );
  const weekTags = (i: number) =>
    tags
      .filter((tag) => weeks[i]?.tags[tag])
      .map((tag) => `${enumLabel('AnomalyTag', tag)} ${countText(weeks[i]?.tags[tag] ?? 0)}`)
      .join(', ');
  const label = t('review.queueLabel', {
    weeks: weeks
      .map((w, i) =>
        [
          `${labels[i]}: ${t('review.queueEvents', { n: w.total, count: countText(w.total) })}`,
          REVIEW_QUEUE_STATUSES.filter((s) => w.statuses[s] > 0)
            .map((s) => `${enumLabel('ReviewStatus', s)} ${countText(w.statuses[s])}`)
            .join(', '),
          weekTags(i),
        ]
          .filter(Boolean)
          .join('; '),
      )
      .join('. '),
  });
  const empty = data && weeks.every((w) => w.total === 0);
  return (
    <Card className="review-queue">
      <div className="review-queue__header">
        <H2 className="review-queue__title">{t('review.queueTitle')}</H2>
        {data && !empty && (
          <Button
            variant="minimal"
            icon={table ? 'timeline-bar-chart' : 'th'}
            text={table ? t('review.queueShowChart') : t('review.queueShowTable')}
            onClick={() => setTable(!table)}
            aria-pressed={table}
          />
        )}
      </div>
      {error && !data ? (
        <Callout intent="danger" title={t('review.loadError')} />
      ) : isLoading && !data ? (
        <Spinner size={24} />
      ) : empty ? (
        <NonIdealState icon="timeline-bar-chart" title={t('review.queueEmpty')} />
      ) : table ? (
        <div className="review-queue__scroll">
          <HTMLTable compact striped className="review-queue__table">
            <thead>
              <tr>
                <th>{t('review.queueWeek')}</th>
                <th className="review-queue__count">{t('review.queueTotal')}</th>
                {REVIEW_QUEUE_STATUSES.map((s) => (
                  <th key={s} className="review-queue__count">
                    {enumLabel('ReviewStatus', s)}
                  </th>
                ))}
                <th>{t('review.queueTags')}</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((w, i) => (
                <tr key={w.start}>
                  <td>{labels[i]}</td>
                  <td className="review-queue__count">{countText(w.total)}</td>
                  {REVIEW_QUEUE_STATUSES.map((s) => (
                    <td key={s} className="review-queue__count">
                      {countText(w.statuses[s])}
                    </td>
                  ))}
                  <td>{weekTags(i) || '-'}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      ) : data ? (
        <figure className="review-queue__figure" role="img" aria-label={label}>
          <Suspense fallback={<Spinner size={24} />}>
            <ReviewQueueChart weeks={labels} series={series} count={countText} />
          </Suspense>
        </figure>
      ) : null}
    </Card>
  );
}
