import { type MaterialClearanceUnitView, roundQuantity } from '@cairn/contracts';
import { defineProjection } from '../projection';

/** One row per hub and material type: the unit being filled, or the one just cleared. */
export interface MaterialClearanceUnitRow extends MaterialClearanceUnitView {
  key: string;
  hubUuid: string;
  trackedItemUuids: string[];
}

const keyOf = (hubUuid: string, materialType: string) => `${hubUuid}:${materialType}`;

/**
 * Material clearance units (Document 3 §3 "Clearance unit"): output bags with a QR card (a tracked item),
 * graded or processed, gather per material type in the hub's IN_PROGRESS unit, opened by the first such bag
 * (its uuid is the unit's). Clearing the unit (POST /api/materialClearances with its uuid) finishes it
 * (CLEARANCE_FINISHED); the next bag opens a new one.
 */
export const materialClearanceUnitsProjection = defineProjection<MaterialClearanceUnitRow>()({
  name: 'materialClearanceUnits',
  model: {
    name: 'materialClearanceUnits',
    fields: { HUB_UUID: { path: 'hubUuid', type: 'text' }, STATE: { path: 'state', type: 'text' } },
    sortBy: 'createdAt',
    indexes: ['hubUuid'],
  },
  handles: [
    'SegregationOutputBagRegistered',
    'ProcessingOutputBagRegistered',
    'MaterialClearanceUnitCleared',
  ],
  keyOf: (event) => {
    switch (event.type) {
      case 'MaterialClearanceUnitCleared':
        return keyOf(event.data.hubUuid, event.data.materialType);
      default:
        return event.data.trackedItemUuid
          ? keyOf(event.data.hubUuid, event.data.materialType)
          : null;
    }
  },
  evolve(row, event) {
    switch (event.type) {
      case 'SegregationOutputBagRegistered':
      case 'ProcessingOutputBagRegistered': {
        const d = event.data;
        // keyOf passes only bags with a QR card; the guard says so to the compiler.
        const { trackedItemUuid } = d;
        if (!trackedItemUuid) return row;
        const open =
          row?.state === 'IN_PROGRESS'
            ? row
            : {
                key: keyOf(d.hubUuid, d.materialType),
                uuid: d.uuid,
                hubUuid: d.hubUuid,
                state: 'IN_PROGRESS' as const,
                createdAt: d.createdAt,
                materialType: d.materialType,
                quantityUnit: d.quantityUnit,
                weight: 0,
                inputTrackedItemsCount: 0,
                trackedItemUuids: [],
              };
        if (open.quantityUnit !== d.quantityUnit) return row;
        return {
          ...open,
          weight: roundQuantity(open.weight + d.weight),
          inputTrackedItemsCount: open.inputTrackedItemsCount + 1,
          trackedItemUuids: [...open.trackedItemUuids, trackedItemUuid],
        };
      }
      case 'MaterialClearanceUnitCleared':
        return row && row.uuid === event.data.uuid ? { ...row, state: 'CLEARANCE_FINISHED' } : row;
      default:
        return row;
    }
  },
});
