import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { SankeyChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// Modular imports: only the Sankey, its tooltip and the SVG renderer enter this lazy chunk (issue 39).
echarts.use([SankeyChart, TooltipComponent, SVGRenderer]);

export interface SankeyLink {
  source: string;
  target: string;
  value: number;
}

/**
 * A Sankey of named nodes; `label` formats a weight in the user's number format. The SVG renderer
 * keeps text crisp on phones and prints as vectors. A click on a link gives back its index.
 */
export default function SankeyChartView({
  nodes,
  links,
  label,
  onLinkClick,
}: {
  nodes: string[];
  links: SankeyLink[];
  label: (value: number) => string;
  onLinkClick?: (index: number) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = echarts.init(host.current, undefined, { renderer: 'svg' });
    const narrow = host.current.clientWidth < 480;
    chart.setOption({
      animation: false,
      tooltip: { trigger: 'item', valueFormatter: (v: unknown) => label(Number(v)) },
      series: [
        {
          type: 'sankey',
          // On a phone the steps run down the screen: each step's name has the whole width.
          orient: narrow ? 'vertical' : 'horizontal',
          left: narrow ? 12 : 8,
          right: narrow ? 12 : 120,
          top: 8,
          bottom: narrow ? 36 : 20,
          nodeWidth: narrow ? 10 : 16,
          nodeGap: narrow ? 8 : 12,
          emphasis: { focus: 'adjacency' },
          lineStyle: { color: 'gradient', opacity: 0.45 },
          // Each step's weight under its name, each link's on the link where there is room (not on phones).
          label: {
            ...(narrow && { position: 'bottom' }),
            fontSize: narrow ? 10 : 12,
            color: '#1c2127',
            formatter: (p: { name: string; value: unknown }) =>
              narrow
                ? `${p.name} ${label(Number(p.value))}`
                : `${p.name}\n${label(Number(p.value))}`,
          },
          edgeLabel: {
            show: !narrow,
            fontSize: 11,
            formatter: (p: { value: unknown }) => label(Number(p.value)),
          },
          data: nodes.map((name) => ({ name })),
          links,
        },
      ],
    });
    chart.on('click', (p) => {
      if (p.dataType === 'edge') onLinkClick?.(p.dataIndex);
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(host.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [nodes, links, label, onLinkClick]);
  return <div ref={host} className="material-flow__chart" aria-hidden="true" />;
}
