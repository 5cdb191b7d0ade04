import { Button, Callout, H1, Spinner } from '@blueprintjs/core';
import { NonIdealState } from '../../common/headings';
import type { HubSummary } from '@cairn/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { t } from '../admin.messages';
import { Pager } from '../../common/pager';
import { useClientPagination } from '../../common/use-client-pagination.hook';
import { useDebouncedValue } from '../../common/use-debounced-value';
import {
  HubListFilters,
  matchesHubFilters,
  NO_HUB_FILTERS,
  type HubFilterValues,
} from './hub-list-filters';
import { HubTable } from './hub-table';
import { HUB_LIST_KEY } from './hubs.api';
import '../admin.css';

/** /admin/hubs (Document 1 §2): ACTIVE and PAUSED hubs, filtered and paged on the client. */
export default function HubListPage() {
  const navigate = useNavigate();
  const { data: hubs, error, isLoading } = useSWR<HubSummary[]>(HUB_LIST_KEY);
  const [filters, setFilters] = useState<HubFilterValues>(NO_HUB_FILTERS);
  // Only the typed name waits for the debounce; the pickers apply at once.
  const name = useDebouncedValue(filters.name);
  const applied = useMemo(() => ({ ...filters, name }), [filters, name]);

  const visible = useMemo(
    () =>
      (hubs ?? []).filter(matchesHubFilters(applied)).sort((a, b) => a.name.localeCompare(b.name)),
    [hubs, applied],
  );
  const { pageItems, pager } = useClientPagination(visible, 'hubs', JSON.stringify(applied));

  return (
    <section className="cairn-page">
      <header className="cairn-page-header">
        <H1>{t('admin.hubs')}</H1>
        <Button
          intent="primary"
          icon="add"
          text={t('admin.addHub')}
          onClick={() => navigate('/admin/add-hub')}
        />
      </header>
      <HubListFilters value={filters} onChange={setFilters} />
      {isLoading && <Spinner className="cairn-list-spinner" aria-label={t('admin.loadingHubs')} />}
      {error && !hubs && <Callout intent="danger">{t('genericErrorMessage')}</Callout>}
      {hubs && visible.length === 0 && (
        <NonIdealState icon="search" description={t('noHubsMatching')} />
      )}
      {visible.length > 0 && (
        <div className="cairn-card-table">
          <HubTable hubs={pageItems} />
          <Pager {...pager} />
        </div>
      )}
    </section>
  );
}
