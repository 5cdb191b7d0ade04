import { defineProjection } from '../projection';

export interface RegisteredMaterialRow {
  uuid: string;
  hubUuid: string;
  weighedAt: string;
  createdAt: string;
  weight: number;
  materialType: string;
  supplier: string | null;
  licensePlate: string | null;
  internalId: string | null;
  transportOwner: string | null;
  ongoingTransportUuid: string | null;
  state: 'REGISTERED' | 'GRADED' | 'PROCESSED';
  removed: boolean;
}

/** A recycler's truck loads (Document 3 §3 "Registered material") and whether they were graded or processed. */
export const registeredMaterialsProjection = defineProjection<RegisteredMaterialRow>()({
  name: 'registeredMaterials',
  model: {
    name: 'registeredMaterials',
    fields: {
      HUB_UUID: { path: 'hubUuid', type: 'text' },
      CREATED_AT: { path: 'weighedAt', type: 'timestamp' },
    },
    sortBy: 'weighedAt',
    indexes: ['hubUuid', 'ongoingTransportUuid'],
  },
  handles: [
    'TruckLoadRegistered',
    'RegisteredMaterialGraded',
    'RegisteredMaterialProcessed',
    'HubEventWeightAmended',
    'HubEventRemoved',
  ],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'TruckLoadRegistered': {
        const d = event.data;
        return {
          uuid: d.uuid,
          hubUuid: d.hubUuid,
          weighedAt: new Date(d.weighedAt).toISOString(),
          createdAt: d.createdAt,
          weight: d.weight,
          materialType: d.materialType,
          supplier: d.supplier,
          licensePlate: d.licensePlate,
          internalId: d.internalId,
          transportOwner: d.transportOwner,
          ongoingTransportUuid: d.ongoingTransportUuid,
          state: 'REGISTERED',
          removed: false,
        };
      }
      case 'RegisteredMaterialGraded':
        return row && { ...row, state: 'GRADED' };
      case 'RegisteredMaterialProcessed':
        return row && { ...row, state: 'PROCESSED' };
      case 'HubEventWeightAmended':
        return row && { ...row, weight: event.data.weight };
      case 'HubEventRemoved':
        return row && { ...row, removed: true };
      default:
        return row;
    }
  },
});
