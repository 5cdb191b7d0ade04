import type { CertifiedMaterialKind, MaterialType, QuantityUnit } from '@cairn/contracts';
import { defineProjection } from '../projection';

/** A truck load a recycler or co-processing facility may certify, and whether it was. */
export interface CertifiableMaterialRow {
  uuid: string;
  hubUuid: string;
  kind: CertifiedMaterialKind;
  weighedAt: string;
  weight: number;
  quantityUnit: QuantityUnit;
  licensePlate: string | null;
  materialType: MaterialType | null;
  certificateUuid: string | null;
  removed: boolean;
}

const row = (
  d: Omit<CertifiableMaterialRow, 'certificateUuid' | 'removed'>,
): CertifiableMaterialRow => ({ ...d, certificateUuid: null, removed: false });

/**
 * Truck loads received by hubs that certify (Document 3 §3 "Ready-for-certification material"): collected
 * and registered truck loads (recyclers) and co-processing truck loads. A removed one is not offered.
 */
export const certifiableMaterialsProjection = defineProjection<CertifiableMaterialRow>()({
  name: 'certifiableMaterials',
  model: {
    name: 'certifiableMaterials',
    fields: {
      HUB_UUID: { path: 'hubUuid', type: 'text' },
      CREATED_AT: { path: 'weighedAt', type: 'timestamp' },
    },
    sortBy: 'weighedAt',
    indexes: ['hubUuid'],
  },
  handles: [
    'CollectedMaterialRegistered',
    'TruckLoadRegistered',
    'TransportMaterialReceived',
    'HubEventWeightAmended',
    'HubEventRemoved',
    'MaterialCertified',
    'MaterialCertificationWithdrawn',
  ],
  keyOf: (event) => event.data.uuid,
  evolve(current, event) {
    switch (event.type) {
      case 'CollectedMaterialRegistered': {
        const d = event.data;
        if (d.registrationUnit !== 'TRUCK_LOAD') return current;
        return row({
          uuid: d.uuid,
          hubUuid: d.hubUuid,
          kind: 'COLLECTED_MATERIAL',
          weighedAt: d.weighedAt,
          weight: d.weight,
          quantityUnit: d.quantityUnit,
          licensePlate: d.licensePlate,
          materialType: d.materialType,
        });
      }
      case 'TruckLoadRegistered': {
        const d = event.data;
        return row({
          uuid: d.uuid,
          hubUuid: d.hubUuid,
          kind: 'REGISTERED_MATERIAL',
          weighedAt: d.weighedAt,
          weight: d.weight,
          quantityUnit: d.quantityUnit,
          licensePlate: d.licensePlate,
          materialType: d.materialType,
        });
      }
      case 'TransportMaterialReceived': {
        const d = event.data;
        if (d.kind !== 'CO_PROCESSING') return current;
        return row({
          uuid: d.uuid,
          hubUuid: d.hubUuid,
          kind: 'CO_PROCESSING_MATERIAL',
          weighedAt: d.weighedAt,
          weight: d.weight,
          quantityUnit: d.quantityUnit,
          licensePlate: d.licensePlate,
          materialType: d.materialType,
        });
      }
      case 'HubEventWeightAmended':
        return current && { ...current, weight: event.data.weight };
      case 'HubEventRemoved':
        return current && { ...current, removed: true };
      case 'MaterialCertified':
        return current && { ...current, certificateUuid: event.data.certificateUuid };
      case 'MaterialCertificationWithdrawn':
        return current && current.certificateUuid === event.data.certificateUuid
          ? { ...current, certificateUuid: null }
          : current;
      default:
        return current;
    }
  },
});
