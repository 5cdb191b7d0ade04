import { Button, Callout, Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import {
  FLOW_NODES,
  flowIsEmpty,
  type FlowEventType,
  type FlowLink,
  type FlowSource,
  type MaterialFlow,
} from '@cairn/contracts';
import { fetcher } from '../api/request';
import { formatNumber, unitText } from '../common/format';
import { isoDay } from '../common/dates';
import { PeriodSelector, usePeriod } from '../common/period-selector';
import { t } from './material-flow.messages';
import { FlowTrend } from './flow-trend';
import './material-flow.css';

// ECharts loads only here, in its own chunk, once there is something to draw (first-route budgets).
const SankeyChart = lazy(() => import('./sankey-chart'));

const nodeName = (node: string) => t(`flow.node.${node}`);
const weightText = (kg: number) => `${formatNumber(kg, 3)} ${unitText('KG')}`;

/** A link as drawn: its ends by name (a source's own name), its weight and the hub events behind it. */
export interface ShownLink {
  source: string;
  target: string;
  weight: number;
  eventType: FlowEventType;
}

/** What a link reads as in the text alternative: "Registered → Grading: 12.000 kg". */
export const linkText = (l: ShownLink) => `${l.source} → ${l.target}: ${weightText(l.weight)}`;

const sourceName = (s: FlowSource) =>
  s.kind === 'PICKUP_POINT' || s.kind === 'HUB'
    ? t(`flow.source.${s.kind}`, { name: s.name ?? t('flow.source.unknownHub') })
    : t(`flow.source.${s.kind}`);

/** The sources (first column, into Registered) then the steps; names kept unique for the chart. */
export const shownLinks = (sources: FlowSource[], links: FlowLink[]): ShownLink[] => {
  const used = new Set<string>(FLOW_NODES.map(nodeName));
  const fromSources = sources.map((s): ShownLink => {
    let name = sourceName(s);
    if (used.has(name)) name = `${name} (${s.key.slice(4, 12)})`;
    used.add(name);
    return {
      source: name,
      target: nodeName('REGISTERED'),
      weight: s.weight,
      eventType: 'REGISTRATION',
    };
  });
  return [
    ...fromSources,
    ...links.map((l) => ({ ...l, source: nodeName(l.source), target: nodeName(l.target) })),
  ];
};

/**
 * A hub's material flow in a period (issue 39): the Sankey, its figures as a table (a toggle, and the
 * chart's aria-label), the flagged weight apart. `path` is the API path without the period.
 */
export function MaterialFlowView({
  path,
  onLink,
}: {
  path: string;
  /** Opens the hub events behind a link, for the period shown. */
  onLink?: (link: Pick<FlowLink, 'eventType'>, start: string, end: string) => void;
}) {
  const [period, setPeriod] = usePeriod();
  const [table, setTable] = useState(false);
  const sep = path.includes('?') ? '&' : '?';
  const { data, error, isLoading } = useSWR<MaterialFlow>(
    `${path}${sep}startDate=${encodeURIComponent(period.start.toISOString())}&endDate=${encodeURIComponent(period.end.toISOString())}`,
    fetcher,
    { keepPreviousData: true },
  );
  const links = useMemo(() => shownLinks(data?.sources ?? [], data?.links ?? []), [data]);
  const chartLinks = useMemo(
    () => links.map((l) => ({ source: l.source, target: l.target, value: l.weight })),
    [links],
  );
  const nodes = useMemo(() => [...new Set(links.flatMap((l) => [l.source, l.target]))], [links]);
  const onLinkClick = useCallback(
    (i: number) => {
      const link = links[i];
      if (link && onLink) onLink(link, isoDay(period.start), isoDay(period.end));
    },
    [links, onLink, period],
  );
  const empty = data && flowIsEmpty(data.steps);
  return (
    <div className="material-flow">
      <PeriodSelector period={period} onChange={setPeriod} />
      {error && <Callout intent="danger">{String(error.message ?? error)}</Callout>}
      {isLoading && !data ? (
        <Spinner />
      ) : empty ? (
        <NonIdealState
          icon="flow-linear"
          title={t('flow.empty')}
          description={t('flow.emptyDescription')}
        />
      ) : data ? (
        <Card className="material-flow__card">
          <div className="material-flow__actions">
            <Button
              variant="minimal"
              icon={table ? 'flow-linear' : 'th'}
              text={table ? t('flow.showChart') : t('flow.showTable')}
              onClick={() => setTable(!table)}
              aria-pressed={table}
            />
          </div>
          {table ? (
            <HTMLTable compact striped className="material-flow__table">
              <thead>
                <tr>
                  <th>{t('flow.from')}</th>
                  <th>{t('flow.to')}</th>
                  <th className="material-flow__weight">{t('flow.weight')}</th>
                </tr>
              </thead>
              <tbody>
                {links.map((l) => (
                  <tr key={`${l.source}→${l.target}`}>
                    <td>
                      {onLink ? (
                        <a
                          href="#"
                          onClick={(e) => {
                            e.preventDefault();
                            onLink(l, isoDay(period.start), isoDay(period.end));
                          }}
                        >
                          {l.source}
                        </a>
                      ) : (
                        l.source
                      )}
                    </td>
                    <td>{l.target}</td>
                    <td className="material-flow__weight">{weightText(l.weight)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          ) : (
            <figure
              className="material-flow__figure"
              role="img"
              aria-label={t('flow.chartLabel', { links: links.map(linkText).join('; ') })}
            >
              <Suspense fallback={<Spinner />}>
                <SankeyChart
                  nodes={nodes}
                  links={chartLinks}
                  label={weightText}
                  onLinkClick={onLink ? onLinkClick : undefined}
                />
              </Suspense>
            </figure>
          )}
          {onLink && !table && (
            <p className="bp6-text-muted bp6-text-small">{t('flow.clickHint')}</p>
          )}
          {data.flaggedRegistered > 0 && (
            <p className="material-flow__flagged">
              {t('flow.flagged', { weight: weightText(data.flaggedRegistered) })}
            </p>
          )}
          <FlowTrend trend={data.trend ?? []} table={table} usual={data.usualYield} />
          {data.literOutput > 0 && (
            <p>
              {t('flow.liters', {
                volume: `${formatNumber(data.literOutput, 3)} ${unitText('LITER')}`,
              })}
            </p>
          )}
        </Card>
      ) : null}
    </div>
  );
}
