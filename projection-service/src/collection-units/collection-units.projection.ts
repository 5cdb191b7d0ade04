import type { HouseholdVisitOutcome, QuantityUnit } from '@cairn/contracts';
import { defineProjection, hubUnitModel } from '../projection';

export interface CollectionUnitRow {
  uuid: string;
  hubUuid: string;
  state: 'IN_PROGRESS' | 'FINISHED';
  createdAt: string;
  finishedAt: string | null;
  transporterLicensePlate: string;
  transporterPictureFileUploadUuid: string;
  materials: Array<{
    materialUuid: string;
    supplierUuid: string | null;
    weight: number;
    trackedItemUuid: string | null;
  }>;
  householdVisits: Array<{
    visitUuid: string;
    outcome: HouseholdVisitOutcome;
    supplierUuid: string | null;
    at: string;
  }>;
  weight: number | null;
  quantityUnit: QuantityUnit | null;
  weighSlipPictureFileUploadUuid: string | null;
}

/** Collection rounds of a collection center (Document 3 §3 "Collection unit"); the query counts per pick-up point. */
export const collectionUnitsProjection = defineProjection<CollectionUnitRow>()({
  name: 'collectionUnits',
  // 2: household visits without material.
  version: 2,
  model: hubUnitModel('collectionUnits'),
  handles: [
    'CollectionUnitStarted',
    'CollectionUnitMaterialAdded',
    'CollectionUnitHouseholdVisited',
    'CollectionUnitFinished',
  ],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'CollectionUnitStarted': {
        const d = event.data;
        return {
          uuid: d.uuid,
          hubUuid: d.hubUuid,
          state: 'IN_PROGRESS',
          createdAt: d.createdAt,
          finishedAt: null,
          transporterLicensePlate: d.transporterLicensePlate,
          transporterPictureFileUploadUuid: d.transporterPictureFileUploadUuid,
          materials: [],
          householdVisits: [],
          weight: null,
          quantityUnit: null,
          weighSlipPictureFileUploadUuid: null,
        };
      }
      case 'CollectionUnitMaterialAdded': {
        const { materialUuid, supplierUuid, weight, trackedItemUuid } = event.data;
        return (
          row && {
            ...row,
            materials: [...row.materials, { materialUuid, supplierUuid, weight, trackedItemUuid }],
          }
        );
      }
      case 'CollectionUnitHouseholdVisited': {
        const { visitUuid, outcome, supplierUuid, at } = event.data;
        return (
          row && {
            ...row,
            householdVisits: [...row.householdVisits, { visitUuid, outcome, supplierUuid, at }],
          }
        );
      }
      case 'CollectionUnitFinished': {
        const d = event.data;
        return (
          row && {
            ...row,
            state: 'FINISHED',
            finishedAt: d.at,
            weight: d.weight,
            quantityUnit: d.quantityUnit,
            weighSlipPictureFileUploadUuid: d.weighSlipPictureFileUploadUuid,
          }
        );
      }
      default:
        return row;
    }
  },
});
