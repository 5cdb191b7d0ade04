import type { MaterialClearanceRow } from '@cairn/contracts';
import { defineProjection } from '../projection';

/**
 * Clearances of every kind by hub, started by the admin or the hub app: LOADED until weighed, then
 * IN_TRANSIT (Document 3: GET /api/materialClearances?state=LOADED, /api/clearanceTransports?state=LOADED,
 * /api/handlingCenterMaterialClearances/loaded).
 */
export const materialClearancesProjection = defineProjection<MaterialClearanceRow>()({
  name: 'materialClearances',
  // 2: a clearance whose truck has no plate starts no ongoing transport ('' in the event, null here).
  version: 2,
  model: {
    name: 'materialClearances',
    fields: {
      HUB_UUID: { path: 'hubUuid', type: 'text' },
      STATE: { path: 'state', type: 'text' },
      TYPE: { path: 'kind', type: 'text' },
    },
    sortBy: 'createdAt',
    indexes: ['hubUuid'],
  },
  handles: [
    'MaterialClearanceStarted',
    'ClearanceTransportStarted',
    'ClearanceStockTaken',
    'ClearanceWeighed',
  ],
  keyOf: (event) =>
    event.type === 'ClearanceStockTaken' ? event.data.clearanceUuid : event.data.uuid,
  evolve(row, event) {
    const loaded = {
      state: 'LOADED' as const,
      stockTaken: [],
      weight: null,
      weighedAt: null,
      ongoingTransportUuid: null,
    };
    switch (event.type) {
      case 'MaterialClearanceStarted': {
        const { at, ...d } = event.data;
        return {
          ...d,
          ...loaded,
          kind: 'MATERIAL_CLEARANCE',
          transporterPictureFileUploadUuid: d.pictureFileUploadUuid,
          createdAt: at,
        };
      }
      case 'ClearanceTransportStarted': {
        const { at, ...d } = event.data;
        return {
          ...d,
          ...loaded,
          pictureFileUploadUuid: d.transporterPictureFileUploadUuid,
          productType: null,
          partialClearance: false,
          estimatedWeight: null,
          quantityUnit: 'KG',
          materialClearanceUnitUuid: null,
          startedFrom: 'HUB_APP',
          createdAt: at,
        };
      }
      case 'ClearanceStockTaken': {
        const { materialType, quantity } = event.data;
        return (
          row && {
            ...row,
            stockTaken: [
              ...row.stockTaken.filter((t) => t.materialType !== materialType),
              { materialType, quantity },
            ],
          }
        );
      }
      case 'ClearanceWeighed': {
        const d = event.data;
        return (
          row && {
            ...row,
            state: 'IN_TRANSIT',
            weight: d.weight,
            weighedAt: d.weighedAt,
            ongoingTransportUuid: d.ongoingTransportUuid || null,
          }
        );
      }
      default:
        return row;
    }
  },
});
