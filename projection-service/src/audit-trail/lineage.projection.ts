import { defineProjection } from '../projection';
import { MOVEMENT_EVENTS, evolveMovement } from './lineage-movements';
import type { LineageRow } from './lineage-node';
import { SOURCE_EVENTS, evolveSource, isSourceEvent } from './lineage-sources';

/**
 * Lineage (issue 16): a node per record material passes through, each with the edges that lead into
 * it and their weights, from the first bag to the certificate, across hubs (docs/decisions.md).
 */
export const lineageProjection = defineProjection<LineageRow>()({
  name: 'lineage',
  model: {
    name: 'lineage',
    fields: {
      HUB_UUID: { path: 'hubUuid', type: 'text' },
      INPUT: { path: 'inputIds', type: 'textArray' },
    },
    indexes: ['hubUuid'],
  },
  handles: [...SOURCE_EVENTS, ...MOVEMENT_EVENTS],
  keyOf(event) {
    switch (event.type) {
      case 'CollectedMaterialGraded':
      case 'RegisteredMaterialGraded':
        return event.data.segregationUnitUuid;
      case 'RegisteredMaterialProcessed':
        return event.data.processingUnitUuid;
      case 'OngoingTransportMaterialReceived':
        return event.data.materialUuid;
      case 'CarrierMaterialDispatched':
        return event.data.dispatchUuid;
      case 'ClearanceStockTaken':
      case 'ClearanceStockReturned':
      case 'TrackedItemCleared':
      case 'TrackedItemReturned':
      case 'MaterialClearanceUnitCleared':
        return event.data.clearanceUuid;
      default:
        return event.data.uuid;
    }
  },
  evolve(row, event) {
    return isSourceEvent(event) ? evolveSource(row, event) : evolveMovement(row, event);
  },
});
