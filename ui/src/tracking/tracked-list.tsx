import {
  Button,
  Callout,
  Card,
  FormGroup,
  H1,
  HTMLSelect,
  InputGroup,
  Spinner,
} from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { searchToQuery, type Hub, type Page, type SearchFilter } from '@cairn/contracts';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { download, fetcher } from '../api/request';
import type { Option } from '../common/options';
import { useDebouncedValue } from '../common/use-debounced-value';
import { QrCardGrid, type QrCard } from './qr-card-grid';
import type { TrackedKind } from './tracking.api';
import { Pager } from '../common/pager';
import { usePageSize } from '../common/use-page-size';
import { CARDS_PER_SHEET, TRACKING_PAGE_SIZES } from './qr-card-grid';
import './tracking.css';
import { locale, t } from './tracking.messages';

// A list's name inside a sentence: lower case in English, as it is in German (nouns keep their capital).
const listName = (title: string) => (locale() === 'de' ? title : title.toLowerCase());

interface Filters {
  type: string;
  state: string;
  trackingNumber: string;
}
const NO_FILTERS: Filters = { type: '', state: '', trackingNumber: '' };

export interface TrackedListProps<T> {
  kind: TrackedKind;
  title: string;
  typeOptions: Option[];
  stateOptions: Option[];
  toCard: (item: T) => QrCard;
  /** Extra buttons of the toolbar, beside Print and Export. */
  toolbar?: ReactNode;
}

/** /admin/hubs/{hubCompanyUuid}/collectors and /tracked-items: filters, a printable QR grid, a CSV export. */
export function TrackedList<T extends { uuid: string }>({
  kind,
  title,
  typeOptions,
  stateOptions,
  toCard,
  toolbar,
}: TrackedListProps<T>) {
  const { hubCompanyUuid = '' } = useParams();
  const { data: hub } = useSWR<Hub>(`/api/admin/companies/hubs/${hubCompanyUuid}`, fetcher);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const debounced = useDebouncedValue(filters, 500);
  const filterKey = JSON.stringify(debounced);
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const [size, setSize] = usePageSize(kind, TRACKING_PAGE_SIZES, CARDS_PER_SHEET);

  const searchFilters: SearchFilter[] = [
    { field: 'HUB_UUID', operator: 'EQUALS', value: hubCompanyUuid },
    { field: 'TYPE', operator: 'EQUALS', value: debounced.type },
    { field: 'STATE', operator: 'EQUALS', value: debounced.state },
    { field: 'TRACKING_NUMBER', operator: 'CONTAINS', value: debounced.trackingNumber.trim() },
  ];
  const key = `/api/admin/${kind}?${searchToQuery({ page, size, filters: searchFilters })}`;
  const { data, error, isLoading } = useSWR<Page<T>>(key, fetcher, { keepPreviousData: true });
  const items = data?.items ?? [];
  const set = (field: keyof Filters, value: string) => setFilters({ ...filters, [field]: value });
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await download('POST', `/api/admin/${kind}/export`, {
        filters: searchFilters.filter((f) => f.value !== ''),
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="tracking-page">
      <H1>
        {title}
        {hub ? `: ${hub.name}` : ''}
      </H1>
      <Card className="tracking-page__toolbar no-print">
        <FormGroup label={t('tracking.type')} labelFor="filter-type">
          <HTMLSelect
            id="filter-type"
            value={filters.type}
            options={[{ value: '', label: t('tracking.all') }, ...typeOptions]}
            onChange={(e) => set('type', e.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup label={t('tracking.state')} labelFor="filter-state">
          <HTMLSelect
            id="filter-state"
            value={filters.state}
            options={[{ value: '', label: t('tracking.all') }, ...stateOptions]}
            onChange={(e) => set('state', e.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup label={t('tracking.trackingNumber')} labelFor="filter-tracking-number">
          <InputGroup
            id="filter-tracking-number"
            type="search"
            leftIcon="search"
            placeholder={t('tracking.contains')}
            value={filters.trackingNumber}
            onValueChange={(v) => set('trackingNumber', v)}
          />
        </FormGroup>
        <div className="tracking-page__actions">
          {toolbar}
          <Button
            icon="print"
            text={t('tracking.print')}
            onClick={() => window.print()}
            disabled={items.length === 0}
          />
          <Button
            icon="download"
            text={t('tracking.exportCsv')}
            loading={exporting}
            onClick={() => void exportCsv()}
            disabled={items.length === 0}
          />
        </div>
      </Card>
      {error && !data ? (
        <Callout intent="danger" title={t('tracking.listLoadError', { what: listName(title) })} />
      ) : isLoading && !data ? (
        <Spinner />
      ) : items.length === 0 ? (
        <NonIdealState
          icon="search"
          title={t('tracking.noneOf', { what: listName(title) })}
          description={t('tracking.nothingMatches')}
        />
      ) : (
        <QrCardGrid cards={items.map(toCard)} />
      )}
      <Pager
        sizes={TRACKING_PAGE_SIZES}
        unit="Cards"
        className="no-print"
        page={page}
        size={size}
        total={data?.pagination.total ?? 0}
        onPageChange={setPage}
        onSizeChange={(next) => {
          setSize(next);
          setPage(0);
        }}
      />
    </div>
  );
}
