import type { HistoryEntry, LineageGraph, LineageNode } from '@cairn/contracts';
import { formatDate } from '../common/dates';
import { enumLabel } from '../common/enum-labels.messages';
import { formatWeight, humanize } from '../common/format';
import { materialTypeLabel } from '../common/material-label';
import { t } from './audit-trail.messages';

/**
 * An event type's name from the catalog (audit.event_<Type>; audit-trail.unit.spec.ts checks every
 * event has one); a type the catalog lacks reads as words: HubEventWeightAmended → "Hub event weight amended".
 */
export const eventTitle = (type: string): string => {
  const key = `audit.event_${type}`;
  const text = t(key);
  return text === key ? humanize(type.replace(/([a-z])([A-Z])/g, '$1_$2')) : text;
};

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
  const who = entry.actor ? (entry.actor.name ?? entry.actor.uuid) : t('audit.theSystem');
  return entry.impersonatedBy
    ? t('audit.impersonatedBy', {
        who,
        by: entry.impersonatedBy.name ?? entry.impersonatedBy.uuid,
      })
    : who;
};

// A node's kind is named by the catalog key audit.node_<KIND>.

/** A node's label in the graph: what it is, then what moved and when (lines). */
export const nodeLabel = (node: LineageNode): string =>
  [
    node.kind === 'HUB_EVENT' && node.type
      ? enumLabel('HubEventType', node.type)
      : t(`audit.node_${node.kind}`),
    node.label ?? (node.materialType ? materialTypeLabel(node.materialType) : ''),
    node.weight !== null ? formatWeight(node.weight, node.quantityUnit ?? 'KG') : '',
    node.visible ? (node.hubName ?? '') : t('audit.anotherHub'),
    node.date ? formatDate(node.date) : '',
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
