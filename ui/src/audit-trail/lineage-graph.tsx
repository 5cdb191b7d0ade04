import cytoscape, { type Core } from 'cytoscape';
import dagre from 'cytoscape-dagre';
import { useEffect, useRef } from 'react';
import type { LineageGraph as Graph } from '@cairn/contracts';
import { lineageElements } from './audit-trail-format';
import { t } from './audit-trail.messages';

cytoscape.use(dagre);

const MIN_START_ZOOM = 0.55;

const STYLE: cytoscape.StylesheetJson = [
  {
    selector: 'node',
    style: {
      shape: 'round-rectangle',
      width: 150,
      height: 74,
      'background-color': '#ffffff',
      'border-width': 2,
      'border-color': '#8f99a8',
      label: 'data(label)',
      'text-wrap': 'wrap',
      'text-valign': 'center',
      'text-halign': 'center',
      'font-size': 10,
      color: '#1c2127',
    },
  },
  { selector: 'node[kind = "HUB_EVENT"]', style: { 'border-color': '#2d72d2' } },
  {
    selector: 'node[status = "APPROVED"], node[status = "AUTO_APPROVED"]',
    style: { 'border-color': '#238551' },
  },
  {
    selector: 'node[status = "FLAGGED"], node[status = "AUTO_FLAGGED"]',
    style: { 'border-color': '#cd4246' },
  },
  {
    selector:
      'node[kind = "SEGREGATION_UNIT"], node[kind = "PROCESSING_UNIT"], node[kind = "TRANSPORT"], node[kind = "COLLECTION_UNIT"]',
    style: { shape: 'ellipse', 'background-color': '#f6f7f9' },
  },
  {
    selector:
      'node[kind = "TRACKED_ITEM"], node[kind = "COLLECTOR"], node[kind = "HUB"], node[kind = "STOCK"]',
    style: { shape: 'tag', 'background-color': '#f6f7f9', width: 120, height: 56 },
  },
  {
    selector: 'node[visible = "no"]',
    style: { 'border-style': 'dashed', 'background-color': '#edeff2', color: '#5f6b7c' },
  },
  { selector: 'node[origin = "yes"]', style: { 'border-width': 5, 'background-color': '#e5efff' } },
  {
    selector: 'edge',
    style: {
      width: 2,
      'line-color': '#abb3bf',
      'target-arrow-color': '#abb3bf',
      'target-arrow-shape': 'triangle',
      'curve-style': 'bezier',
      label: 'data(label)',
      'font-size': 9,
      'text-background-color': '#ffffff',
      'text-background-opacity': 1,
      'text-background-padding': '2px',
    },
  },
  {
    selector: 'edge[kind = "LABEL"]',
    style: { 'line-style': 'dashed', 'target-arrow-shape': 'none' },
  },
];

/**
 * The lineage as a graph (cytoscape, laid out left to right by dagre): pan and zoom with the mouse
 * or fingers; a click on a node calls onOpen with its id.
 */
export function LineageGraph({ graph, onOpen }: { graph: Graph; onOpen: (id: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const open = useRef(onOpen);
  open.current = onOpen;
  useEffect(() => {
    if (!box.current) return undefined;
    const cy: Core = cytoscape({
      container: box.current,
      elements: lineageElements(graph),
      style: STYLE,
      wheelSensitivity: 0.3,
      minZoom: 0.1,
      maxZoom: 3,
      layout: {
        name: 'dagre',
        rankDir: 'LR',
        nodeSep: 24,
        rankSep: 90,
        edgeSep: 10,
      } as cytoscape.LayoutOptions,
    });
    cy.on('tap', 'node', (event) => open.current(event.target.id() as string));
    // A long chain fitted into a phone's width is unreadable: start legible, around the record asked for.
    if (cy.zoom() < MIN_START_ZOOM) {
      cy.zoom(MIN_START_ZOOM);
      cy.center(cy.nodes('[origin = "yes"]'));
    }
    return () => cy.destroy();
  }, [graph]);
  return (
    <div
      ref={box}
      className="lineage-graph"
      role="img"
      aria-label={t('audit.lineageGraph', { count: graph.nodes.length })}
    />
  );
}
