import { Card, H2, H3, Spinner } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import useSWR from 'swr';
import type { SystemMetrics, SystemSample } from '@cairn/contracts';
import { fetcher } from '../api/request';
import { Sparkline } from './sparkline';
import './system.css';
import { t } from './system.messages';

const errorPercent = (s: SystemSample) => (s.requests ? (100 * s.errors) / s.requests : 0);

/**
 * /admin/system: the projections' lag, the queue depth and the share of 5xx answers over the last
 * hour, from the server's own metrics (GET /api/admin/system/metrics; issue 36 §8).
 */
export default function SystemPage() {
  const { data, isLoading } = useSWR<SystemMetrics>('/api/admin/system/metrics', fetcher, {
    refreshInterval: 60_000,
  });
  const samples = data?.samples ?? [];
  const last = samples.at(-1);
  const charts = last
    ? [
        {
          name: t('system.projectionLag'),
          values: samples.map((s) => s.projectionLagSeconds),
          now: t('system.seconds', { value: last.projectionLagSeconds }),
          detail: t('system.events', { value: last.projectionLagEvents }),
        },
        {
          name: t('system.queueDepth'),
          values: samples.map((s) => s.queueDepth),
          now: t('system.jobs', { value: last.queueDepth }),
          detail: '',
        },
        {
          name: t('system.errorRate'),
          values: samples.map(errorPercent),
          now: t('system.percent', { value: errorPercent(last).toFixed(1) }),
          detail: t('system.requests', { value: last.requests }),
        },
      ]
    : [];
  return (
    <div className="system-page">
      <H2>{t('system.title')}</H2>
      <p className="system-page__hint">{t('system.lastHour')}</p>
      {isLoading && !data ? (
        <Spinner />
      ) : charts.length === 0 ? (
        <NonIdealState icon="pulse" title={t('system.noSamples')} />
      ) : (
        <div className="system-page__charts">
          {charts.map((chart) => (
            <Card key={chart.name} className="system-page__chart">
              <H3>{chart.name}</H3>
              <div className="system-page__now">{chart.now}</div>
              <div className="system-page__detail">{chart.detail}</div>
              <Sparkline values={chart.values} label={t('system.chartOf', { name: chart.name })} />
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
