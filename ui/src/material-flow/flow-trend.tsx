import { HTMLTable, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useMemo } from 'react';
import type { FlowTrendPoint, UsualRange } from '@cairn/contracts';
import { formatNumber, unitText } from '../common/format';
import { formatFilterDay } from '../common/dates';
import { t } from './material-flow.messages';

const TrendChart = lazy(() => import('./trend-chart'));

const weightText = (kg: number) => `${formatNumber(kg, 0)} ${unitText('KG')}`;
const percentText = (share: number) => `${formatNumber(share * 100, 1)} %`;

/** The period step by step: registered, output and cleared kilograms and the yield, as a chart or a table. */
export function FlowTrend({
  trend,
  table,
  usual = null,
}: {
  trend: FlowTrendPoint[];
  table: boolean;
  /** The hub's usual yield, drawn as a band behind the yield line and said in words. */
  usual?: UsualRange | null;
}) {
  const usualText =
    usual &&
    t('flow.usualYield', {
      low: percentText(usual.low),
      high: percentText(usual.high),
      steps: usual.steps,
    });
  const steps = useMemo(() => trend.map((p) => formatFilterDay(new Date(p.start))), [trend]);
  const series = useMemo(
    () => [
      { name: t('flow.node.REGISTERED'), values: trend.map((p) => p.registered) },
      { name: t('flow.output'), values: trend.map((p) => p.output) },
      { name: t('flow.node.CLEARED'), values: trend.map((p) => p.cleared) },
      {
        name: t('flow.yield'),
        values: trend.map((p) => p.yieldShare),
        share: true,
        band: usual ? { ...usual, name: t('flow.usualYieldName') } : undefined,
      },
    ],
    [trend, usual],
  );
  const label = t('flow.trendLabel', {
    steps: trend
      .map(
        (p, i) =>
          `${steps[i]}: ${series[0].name} ${weightText(p.registered)}, ${series[1].name} ${weightText(p.output)}, ${series[2].name} ${weightText(p.cleared)}`,
      )
      .join('; '),
  }).concat(usualText ? `. ${usualText}` : '');
  if (trend.length < 2) return null;
  return (
    <section className="material-flow__trend-section">
      <h3 className="bp6-heading">{t('flow.trend')}</h3>
      {table ? (
        <HTMLTable compact striped className="material-flow__table">
          <thead>
            <tr>
              <th>{t('flow.from')}</th>
              {series.map((s) => (
                <th key={s.name} className="material-flow__weight">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {trend.map((p, i) => (
              <tr key={p.start}>
                <td>{steps[i]}</td>
                <td className="material-flow__weight">{weightText(p.registered)}</td>
                <td className="material-flow__weight">{weightText(p.output)}</td>
                <td className="material-flow__weight">{weightText(p.cleared)}</td>
                <td className="material-flow__weight">
                  {p.yieldShare === null ? '-' : percentText(p.yieldShare)}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <figure className="material-flow__figure" role="img" aria-label={label}>
          <Suspense fallback={<Spinner />}>
            <TrendChart steps={steps} series={series} weight={weightText} percent={percentText} />
          </Suspense>
        </figure>
      )}
      {usualText && <p className="bp6-text-muted bp6-text-small">{usualText}</p>}
    </section>
  );
}
