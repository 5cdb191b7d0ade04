import { Button, Callout, Card, H1, Spinner } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import type { HubEventRow, Page } from '@cairn/contracts';
import { fetcher } from '../api/request';
import { Pager } from '../common/pager';
import { useDebouncedValue } from '../common/use-debounced-value';
import { usePageSize } from '../common/use-page-size';
import { HubEventFilters } from './hub-events-filters';
import {
  HUB_EVENTS_PAGE_SIZE_LIST,
  hubEventsKey,
  filtersFromSearch,
  toSearchFilters,
  type HubEventFilterValues,
} from './hub-events.query';
import { HubEventsTable } from './hub-events-table';
import { ReviewQueuePanel } from './review-queue-panel';
import { useReviewMilestone } from './milestone.modal';
import { exportHubEvents } from './review.api';
import './review.css';
import { AsOfBanner, AsOfPicker, asOfParam } from '../audit-trail/as-of';
import { t } from './review.messages';

// The drawer (details, pictures, findings, history, amendments) loads apart, and while the list is
// idle: with it the list's first visit parsed ~15 more scripts before its rows (bench U1-table).
const loadDrawer = () => import('./review-drawer');
const ReviewDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.ReviewDrawer })));
const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 200);

/** /admin/hub-events: search, page through and review hub events (Document 2 §2). */
export default function HubEventsPage() {
  // A link from elsewhere (the material flow) may open the list already filtered.
  const [filters, setFilters] = useState<HubEventFilterValues>(() =>
    filtersFromSearch(window.location.search),
  );
  const debounced = useDebouncedValue(filters, 500);
  const filterKey = JSON.stringify(debounced);
  // The page belongs to one search: a new search starts again at page 0 without an extra request.
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const [size, setSize] = usePageSize(HUB_EVENTS_PAGE_SIZE_LIST);
  const [asOf, setAsOf] = useState('');

  const key = hubEventsKey(debounced, page, size) + asOfParam(asOf);
  const { data, error, isLoading, mutate } = useSWR<Page<HubEventRow>>(key, fetcher, {
    keepPreviousData: true,
  });
  const events = data?.items ?? [];

  const [selected, setSelected] = useState<HubEventRow | null>(null);
  // Show the freshest copy of the open event; keep the last one if a reload dropped it from the page.
  const current = selected ? (events.find((e) => e.uuid === selected.uuid) ?? selected) : null;
  // Mounted from its first opening on, so that it slides shut as it did.
  const drawerWanted = useRef(false);
  if (current) drawerWanted.current = true;
  useEffect(() => void whenIdle(() => void loadDrawer()), []);
  const index = current ? events.findIndex((e) => e.uuid === current.uuid) : -1;
  // Next past a page's last event (Previous before its first) asks for the neighbouring page and
  // opens its first (last) event when it arrives; the drawer shows the event it was on meanwhile.
  const pageCount = Math.ceil((data?.pagination.total ?? 0) / size);
  const [turning, setTurning] = useState<'first' | 'last' | null>(null);
  if (turning && data && data.pagination.page === page && data.pagination.size === size) {
    setTurning(null);
    setSelected((turning === 'first' ? events[0] : events.at(-1)) ?? null);
  }
  const turnPage = (edge: 'first' | 'last') => {
    setTurning(edge);
    setPage(page + (edge === 'first' ? 1 : -1));
  };

  const milestone = useReviewMilestone();
  const [exporting, setExporting] = useState(false);
  const searchFilters = toSearchFilters(debounced);
  const onExport = async () => {
    setExporting(true);
    try {
      await exportHubEvents(searchFilters, page, size);
    } finally {
      setExporting(false);
    }
  };
  const onChanged = (row: HubEventRow) =>
    void mutate(
      (cached) =>
        cached && { ...cached, items: cached.items.map((e) => (e.uuid === row.uuid ? row : e)) },
      { revalidate: false },
    );

  const onSaved = (saved: HubEventRow | undefined, reviewed: HubEventRow) => {
    if (saved) milestone.record();
    moveOn(saved, reviewed);
  };
  // After a review or a deletion the drawer moves to the next event, or closes on the last (Document 2 §2).
  const moveOn = (saved: HubEventRow | undefined, reviewed: HubEventRow) => {
    const at = events.findIndex((e) => e.uuid === reviewed.uuid);
    const next = at >= 0 ? events[at + 1] : undefined;
    void mutate(
      (page) =>
        page && saved?.uuid
          ? { ...page, items: page.items.map((e) => (e.uuid === saved.uuid ? saved : e)) }
          : page,
      { revalidate: true },
    );
    setSelected(next ?? null);
  };

  return (
    <div className="hub-events-page">
      <div className="hub-events-page__header">
        <H1>{t('review.hubEvents')}</H1>
        <Button
          icon="export"
          text={t('review.export')}
          loading={exporting}
          onClick={() => void onExport()}
        />
      </div>
      <Card className="hub-events-page__filters">
        <HubEventFilters values={filters} onChange={setFilters} />
        <AsOfPicker value={asOf} onChange={setAsOf} />
      </Card>
      <AsOfBanner value={asOf} />
      <ReviewQueuePanel filters={debounced} />
      <Card className="hub-events-page__list">
        {error && !data ? (
          <Callout intent="danger" title={t('review.loadError')} />
        ) : isLoading && !data ? (
          <Spinner />
        ) : events.length === 0 ? (
          <NonIdealState
            icon="search"
            title={t('review.noEvents')}
            description={t('review.noEventsDescription')}
          />
        ) : (
          <HubEventsTable events={events} selectedUuid={current?.uuid} onOpen={setSelected} />
        )}
        <Pager
          page={page}
          size={size}
          total={data?.pagination.total ?? 0}
          onPageChange={setPage}
          onSizeChange={(next) => {
            setSize(next);
            setPage(0);
          }}
        />
      </Card>
      {drawerWanted.current && (
        <Suspense fallback={null}>
          <ReviewDrawer
            event={current}
            hasPrevious={turning === null && index >= 0 && (index > 0 || page > 0)}
            hasNext={
              turning === null && index >= 0 && (index < events.length - 1 || page + 1 < pageCount)
            }
            onPrevious={() => (index > 0 ? setSelected(events[index - 1]) : turnPage('last'))}
            onNext={() =>
              index < events.length - 1 ? setSelected(events[index + 1]) : turnPage('first')
            }
            onClose={() => {
              setTurning(null);
              setSelected(null);
            }}
            onSaved={onSaved}
            onChanged={onChanged}
            onRemoved={(removed) => moveOn(undefined, removed)}
          />
        </Suspense>
      )}
      {milestone.modal}
    </div>
  );
}
