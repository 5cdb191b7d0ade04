import type { HistoryEntry, LineageGraph, LineageNode } from '@cairn/contracts';
import { formatDateTime, formatWeight, humanize } from '../common/format';

/** Event types read as words: HubEventWeightAmended → "Hub event weight amended". */
export const eventTitle = (type: string): string =>
  humanize(type.replace(/([a-z])([A-Z])/g, '$1_$2'));

/** A changed value as one short line: objects and lists as compact JSON, nothing as a dash. */
export const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (Array.isArray(value) && value.length === 0) return '—';
  return JSON.stringify(value);
};

/** Who did it, and on whose behalf when a system user impersonated them. */
export const actorText = (entry: Pick<HistoryEntry, 'actor' | 'impersonatedBy'>): string => {
  const who = entry.actor ? (entry.actor.name ?? entry.actor.uuid) : 'The system';
  return entry.impersonatedBy
    ? `${who} (impersonated by ${entry.impersonatedBy.name ?? entry.impersonatedBy.uuid})`
    : who;
};

const KIND_TEXT: Record<LineageNode['kind'], string> = {
  HUB_EVENT: 'Hub event',
  TRACKED_ITEM: 'QR code',
  COLLECTOR: 'Collector',
  HUB: 'Supplier hub',
  TRANSPORT: 'Transport',
  COLLECTION_UNIT: 'Collection round',
  SEGREGATION_UNIT: 'Grading',
  PROCESSING_UNIT: 'Processing',
  CLEARANCE_UNIT: 'Clearance unit',
  STOCK: 'Hub stock',
};

/** A node's label in the graph: what it is, then what moved and when (lines). */
export const nodeLabel = (node: LineageNode): string =>
  [
    node.kind === 'HUB_EVENT' && node.type ? humanize(node.type) : KIND_TEXT[node.kind],
    node.label ?? node.materialType ?? '',
    node.weight !== null ? formatWeight(node.weight, node.quantityUnit ?? 'KG') : '',
    node.visible ? (node.hubName ?? '') : 'another hub',
    node.date ? formatDateTime(node.date).slice(0, 10) : '',
  ]
    .filter(Boolean)
    .join('\n');

/** An edge's label: the weight that moved, and the input's share of a mix. */
export const edgeLabel = (edge: LineageGraph['edges'][number]): string => {
  if (edge.kind === 'LABEL') return 'QR';
  const weight = edge.weight !== null ? formatWeight(edge.weight, 'KG', 1) : '';
  const share = edge.share !== null ? `${Math.round(edge.share * 1000) / 10}%` : '';
  return [weight, share].filter(Boolean).join(' · ');
};

/** Cytoscape's elements for a lineage graph. */
export const lineageElements = (graph: LineageGraph) => [
  ...graph.nodes.map((node) => ({
    data: {
      id: node.id,
      label: nodeLabel(node),
      kind: node.kind,
      origin: node.origin ? 'yes' : 'no',
      status: node.reviewStatus ?? 'NONE',
      visible: node.visible ? 'yes' : 'no',
    },
  })),
  ...graph.edges.map((edge, i) => ({
    data: {
      id: `e${i}`,
      source: edge.from,
      target: edge.to,
      label: edgeLabel(edge),
      kind: edge.kind,
    },
  })),
];

/** Where clicking a node leads: the record's history for those the admin can open. */
export const nodeLink = (node: Pick<LineageNode, 'id' | 'kind' | 'visible'>): string | null => {
  if (!node.visible) return null;
  const kind =
    node.kind === 'HUB_EVENT'
      ? 'hubEvent'
      : node.kind === 'TRACKED_ITEM'
        ? 'trackedItem'
        : node.kind === 'COLLECTOR'
          ? 'collector'
          : node.kind === 'HUB'
            ? 'hub'
            : null;
  return kind ? `/admin/history/${kind}/${node.id}` : null;
};
