import type { QuantityUnit } from '@cairn/contracts';
import { defineProjection } from '../projection';

export interface MixedMaterialRow {
  uuid: string;
  hubUuid: string;
  registrationUnit: string;
  weight: number;
  quantityUnit: QuantityUnit;
  materialType: string;
  licensePlate: string | null;
  location: { latitude: number; longitude: number } | null;
  createdAt: string;
  graded: boolean;
  removed: boolean;
}

/** Containers and truck loads of mixed material a collection center registered, until graded (GET /api/collectedMaterials/mixed). */
export const mixedMaterialsProjection = defineProjection<MixedMaterialRow>()({
  name: 'mixedMaterials',
  model: {
    name: 'mixedMaterials',
    fields: { HUB_UUID: { path: 'hubUuid', type: 'text' } },
    sortBy: 'createdAt',
    indexes: ['hubUuid'],
  },
  handles: [
    'CollectedMaterialRegistered',
    'CollectedMaterialGraded',
    'HubEventWeightAmended',
    'HubEventRemoved',
  ],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'CollectedMaterialRegistered': {
        const d = event.data;
        // Waste bags are graded all together; only the other units are listed one by one.
        if (d.registrationUnit === 'BAG') return row;
        return {
          uuid: d.uuid,
          hubUuid: d.hubUuid,
          registrationUnit: d.registrationUnit,
          weight: d.weight,
          quantityUnit: d.quantityUnit,
          materialType: d.materialType,
          licensePlate: d.licensePlate,
          location:
            d.latitude !== null && d.longitude !== null
              ? { latitude: d.latitude, longitude: d.longitude }
              : null,
          createdAt: d.createdAt,
          graded: false,
          removed: false,
        };
      }
      case 'CollectedMaterialGraded':
        return row && { ...row, graded: true };
      case 'HubEventWeightAmended':
        return row && { ...row, weight: event.data.weight };
      case 'HubEventRemoved':
        return row && { ...row, removed: true };
      default:
        return row;
    }
  },
});
