import type { MaterialType, TrackedItemState, TrackedItemType } from '@cairn/contracts';
import { defineProjection } from '../projection';

export interface TrackedItemRow {
  uuid: string;
  hubUuid: string;
  type: TrackedItemType;
  trackingNumber: string;
  state: TrackedItemState;
  createdAt: string;
  /** The material of the bag it is on (set when registered or output); a clearance of that material takes it. */
  materialType?: MaterialType;
  /** While IN_TRANSIT: the clearance it left on, and the state it had before (restored if that clearance's hub event is removed). */
  clearanceUuid?: string | null;
  stateBeforeTransit?: TrackedItemState | null;
}

/** Collectors and tracked items are both numbered cards: they share the read model's fields. */
export const trackingFields = {
  HUB_UUID: { path: 'hubUuid', type: 'text' },
  TYPE: { path: 'type', type: 'text' },
  STATE: { path: 'state', type: 'text' },
  TRACKING_NUMBER: { path: 'trackingNumber', type: 'text' },
  UUID: { path: 'uuid', type: 'text' },
} as const;

export const trackedItemsProjection = defineProjection<TrackedItemRow>()({
  name: 'trackedItems',
  version: 3,
  model: {
    name: 'trackedItems',
    fields: trackingFields,
    sortBy: 'createdAt',
    indexes: ['hubUuid'],
  },
  handles: [
    'TrackedItemGenerated',
    'CollectedMaterialRegistered',
    'CollectedMaterialGraded',
    'SegregationOutputBagRegistered',
    'CollectedMaterialArrived',
    'ProcessingOutputBagRegistered',
    'TrackedItemCleared',
    'TrackedItemReturned',
    'TrackedItemRetyped',
  ],
  keyOf: (event) => {
    switch (event.type) {
      case 'TrackedItemGenerated':
      case 'TrackedItemCleared':
      case 'TrackedItemReturned':
      case 'TrackedItemRetyped':
        return event.data.uuid;
      default:
        return event.data.trackedItemUuid ?? null;
    }
  },
  evolve(row, event) {
    switch (event.type) {
      case 'TrackedItemGenerated': {
        const { at, ...d } = event.data;
        return { ...d, state: 'UNASSIGNED', createdAt: at };
      }
      // A bag picked up on a collection round is COLLECTED until the round ends at the center.
      case 'CollectedMaterialRegistered':
        return (
          row && {
            ...row,
            state: event.data.collectionUnitUuid ? 'COLLECTED' : 'REGISTERED',
            materialType: event.data.materialType,
          }
        );
      case 'CollectedMaterialArrived':
        return row && { ...row, state: 'REGISTERED' };
      case 'TrackedItemRetyped':
        return row && { ...row, type: event.data.type };
      case 'CollectedMaterialGraded':
        return row && { ...row, state: 'IN_SORTING' };
      case 'SegregationOutputBagRegistered':
        return row && { ...row, state: 'SORTED', materialType: event.data.materialType };
      case 'ProcessingOutputBagRegistered':
        return row && { ...row, state: 'PROCESSED', materialType: event.data.materialType };
      // Its bag left the hub on a loaded clearance (docs/decisions.md: the item follows the stock).
      case 'TrackedItemCleared':
        return (
          row && {
            ...row,
            state: 'IN_TRANSIT',
            clearanceUuid: event.data.clearanceUuid,
            stateBeforeTransit: row.state,
          }
        );
      case 'TrackedItemReturned':
        return row && row.clearanceUuid === event.data.clearanceUuid
          ? {
              ...row,
              state: row.stateBeforeTransit ?? 'SORTED',
              clearanceUuid: null,
              stateBeforeTransit: null,
            }
          : row;
      default:
        return row;
    }
  },
});
