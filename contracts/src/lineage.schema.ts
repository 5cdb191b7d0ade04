import { z } from 'zod';

/** GET /api/admin/lineage and GET /api/lineage: the graph around a hub event or a tracked item. */
export const LineageQuery = z
  .object({
    hubEventUuid: z.string().uuid('validationInvalid').optional(),
    trackedItemUuid: z.string().uuid('validationInvalid').optional(),
  })
  .refine((q) => Boolean(q.hubEventUuid) !== Boolean(q.trackedItemUuid), {
    message: 'validationRequired',
    path: ['hubEventUuid'],
  });

export const LineageNodeKind = z.enum([
  'HUB_EVENT',
  'TRACKED_ITEM',
  'COLLECTOR',
  'HUB',
  'TRANSPORT',
  'COLLECTION_UNIT',
  'SEGREGATION_UNIT',
  'PROCESSING_UNIT',
  'CLEARANCE_UNIT',
  'STOCK',
]);
export type LineageNodeKind = z.infer<typeof LineageNodeKind>;
/** How material moved along an edge: LABEL joins a QR code to the bag it is on (no weight moves). */
export const LineageEdgeKind = z.enum([
  'SOURCE',
  'INPUT',
  'OUTPUT',
  'TRANSPORT',
  'CLEARED',
  'RECEIVED',
  'CERTIFIED',
  'LABEL',
]);
export type LineageEdgeKind = z.infer<typeof LineageEdgeKind>;

export interface LineageNode {
  id: string;
  kind: LineageNodeKind;
  /** Null where the node belongs to another hub the caller may not see. */
  hubUuid: string | null;
  hubName: string | null;
  type: string | null;
  materialType: string | null;
  label: string | null;
  weight: number | null;
  quantityUnit: string | null;
  date: string | null;
  reviewStatus: string | null;
  removed: boolean;
  /** The node the lineage was asked for. */
  origin: boolean;
  /** False where the caller may see only that material passed through another hub. */
  visible: boolean;
}
export interface LineageEdge {
  from: string;
  to: string;
  kind: LineageEdgeKind;
  weight: number | null;
  /** The input's share of what was mixed in the unit it went into (0–1); null where nothing was mixed. */
  share: number | null;
}
export interface LineageGraph {
  origin: string;
  nodes: LineageNode[];
  edges: LineageEdge[];
}
