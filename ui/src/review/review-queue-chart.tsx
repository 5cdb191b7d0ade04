import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// The same modular ECharts as the material flow's trend: Vite shares the chunks between the two.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface QueueSeries {
  name: string;
  values: number[];
  /** Tags draw as lines over the statuses' stacked bars. */
  line?: boolean;
  color?: string;
}

/** The review queue week by week: statuses stacked as bars, automatic-review tags as lines. */
export default function ReviewQueueChart({
  weeks,
  series,
  count,
}: {
  weeks: string[];
  series: QueueSeries[];
  count: (value: number) => string;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    // On a phone every series stays named: the legend wraps below the bars (above them, in two lines at most, on a wider screen).
    const narrow = host.current.clientWidth < 560;
    const chart = echarts.init(host.current, undefined, { renderer: 'svg' });
    chart.setOption({
      animation: false,
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => count(Number(v)) },
      legend: narrow
        ? { bottom: 0, itemWidth: 14, itemGap: 6, textStyle: { fontSize: 10 } }
        : { top: 0, textStyle: { fontSize: 11 } },
      grid: {
        left: 8,
        right: 8,
        top: narrow ? 12 : 64,
        bottom: narrow ? 110 : 8,
        containLabel: true,
      },
      xAxis: { type: 'category', data: weeks, axisLabel: { fontSize: 10 } },
      yAxis: {
        type: 'value',
        minInterval: 1,
        axisLabel: { fontSize: 10, formatter: (v: number) => count(v) },
      },
      series: series.map((s) =>
        s.line
          ? { type: 'line', name: s.name, data: s.values, symbolSize: 6, color: s.color }
          : { type: 'bar', name: s.name, data: s.values, stack: 'status', color: s.color },
      ),
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(host.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [weeks, series, count]);
  return <div ref={host} className="review-queue__chart" aria-hidden="true" />;
}
