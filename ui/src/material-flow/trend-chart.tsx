import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  TooltipComponent,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  TooltipComponent,
  SVGRenderer,
]);

export interface TrendSeries {
  name: string;
  values: Array<number | null>;
  /** Drawn as a line on the right axis (the yield, a share) rather than bars in kilograms. */
  share?: boolean;
  /** A band behind the line (the hub's usual yield), between two shares. */
  band?: { low: number; high: number; name: string };
}

/** Bars in kilograms by step of the period, the yield as a line on its own axis. */
export default function TrendChartView({
  steps,
  series,
  weight,
  percent,
}: {
  steps: string[];
  series: TrendSeries[];
  weight: (value: number) => string;
  percent: (value: number) => string;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = echarts.init(host.current, undefined, { renderer: 'svg' });
    chart.setOption({
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { top: 0, textStyle: { fontSize: 11 } },
      grid: { left: 8, right: 8, top: 48, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: steps, axisLabel: { fontSize: 10 } },
      yAxis: [
        { type: 'value', axisLabel: { fontSize: 10, formatter: (v: number) => weight(v) } },
        {
          type: 'value',
          min: 0,
          max: 1,
          axisLabel: { fontSize: 10, formatter: (v: number) => percent(v) },
        },
      ],
      series: series.map((s) =>
        s.share
          ? {
              type: 'line',
              name: s.name,
              yAxisIndex: 1,
              data: s.values,
              connectNulls: true,
              ...(s.band && {
                markArea: {
                  silent: true,
                  itemStyle: { color: 'rgba(45, 114, 210, 0.12)' },
                  label: { show: false },
                  data: [[{ name: s.band.name, yAxis: s.band.low }, { yAxis: s.band.high }]],
                },
              }),
              tooltip: { valueFormatter: (v: unknown) => (v == null ? '-' : percent(Number(v))) },
            }
          : {
              type: 'bar',
              name: s.name,
              data: s.values,
              tooltip: { valueFormatter: (v: unknown) => weight(Number(v)) },
            },
      ),
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(host.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [steps, series, weight, percent]);
  return <div ref={host} className="material-flow__trend" aria-hidden="true" />;
}
