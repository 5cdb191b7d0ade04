import { Button, Callout, H1, Spinner } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import type { LineageGraph as Graph } from '@cairn/contracts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { fetcher } from '../api/request';
import { nodeLink } from './audit-trail-format';
import { LineageGraph } from './lineage-graph';
import { t } from './audit-trail.messages';
import './audit-trail.css';

/**
 * /admin/lineage?hubEventUuid= or ?trackedItemUuid= (and /hub-portal/lineage for a hub's own
 * material): where the material came from and what came of it, across hubs.
 */
export default function LineagePage({ scope = 'admin' }: { scope?: 'admin' | 'hub' }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = params.get('trackedItemUuid')
    ? `trackedItemUuid=${params.get('trackedItemUuid')}`
    : `hubEventUuid=${params.get('hubEventUuid') ?? ''}`;
  const { data, error, isLoading } = useSWR<Graph & { truncated?: boolean }>(
    `${scope === 'admin' ? '/api/admin/lineage' : '/api/lineage'}?${query}`,
    fetcher,
  );
  const onOpen = (id: string) => {
    const node = data?.nodes.find((n) => n.id === id);
    const link = node && scope === 'admin' ? nodeLink(node) : null;
    if (link) navigate(link);
  };
  return (
    <div className="lineage-page">
      <div className="lineage-page__header">
        <H1>{t('audit.lineage')}</H1>
        <Button
          icon="arrow-left"
          text={t('audit.back')}
          variant="minimal"
          onClick={() => navigate(-1)}
        />
      </div>
      <div className="lineage-legend">
        <span>{t('audit.lineageLegend')}</span>
        {scope === 'admin' && <span>{t('audit.lineageClick')}</span>}
        {scope === 'hub' && <span>{t('audit.lineageOtherHubs')}</span>}
      </div>
      {data?.truncated && <Callout intent="warning" title={t('audit.lineageTruncated')} />}
      {error && !data ? (
        <Callout intent="danger" title={t('audit.lineageLoadError')} />
      ) : isLoading && !data ? (
        <Spinner />
      ) : !data?.nodes.length ? (
        <NonIdealState icon="graph" title={t('audit.noLineage')} />
      ) : (
        <LineageGraph graph={data} onOpen={onOpen} />
      )}
    </div>
  );
}
