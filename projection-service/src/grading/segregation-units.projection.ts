import { defineProjection, hubUnitModel } from '../projection';

export interface SegregationUnitRow {
  uuid: string;
  hubUuid: string;
  state: 'PROCESSING' | 'DONE' | 'ERROR';
  createdAt: string;
  finishedAt: string | null;
  /** Why it ended in ERROR (absent on rows folded before version 2). */
  errorReason?: string | null;
  inputs: Array<{
    collectedMaterialUuid: string;
    registrationUnit: string;
    weight: number;
    materialType: string;
    trackedItemUuid: string | null;
    source?: 'COLLECTED' | 'REGISTERED';
  }>;
  outputs: Array<{ bagUuid: string; weight: number; materialType: string }>;
}

/** Grading runs of a hub (Document 3 §3 "Segregation unit"); the query formats totals and breakdowns. */
export const segregationUnitsProjection = defineProjection<SegregationUnitRow>()({
  name: 'segregationUnits',
  // 2: a unit can end in ERROR with its reason.
  version: 2,
  model: hubUnitModel('segregationUnits'),
  handles: [
    'SegregationUnitStarted',
    'SegregationUnitOutputAdded',
    'SegregationUnitFinished',
    'SegregationUnitFailed',
  ],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'SegregationUnitStarted': {
        const d = event.data;
        return {
          uuid: d.uuid,
          hubUuid: d.hubUuid,
          state: 'PROCESSING',
          createdAt: d.createdAt,
          finishedAt: null,
          errorReason: null,
          inputs: d.inputs.map((i) => ({ ...i })),
          outputs: [],
        };
      }
      case 'SegregationUnitOutputAdded':
        return (
          row && {
            ...row,
            outputs: [
              ...row.outputs,
              {
                bagUuid: event.data.bagUuid,
                weight: event.data.weight,
                materialType: event.data.materialType,
              },
            ],
          }
        );
      case 'SegregationUnitFinished':
        return row && { ...row, state: 'DONE', finishedAt: event.data.at };
      case 'SegregationUnitFailed':
        return (
          row && {
            ...row,
            state: 'ERROR',
            finishedAt: event.data.at,
            errorReason: event.data.reason,
          }
        );
      default:
        return row;
    }
  },
});

export interface GradableMaterialRow {
  uuid: string;
  hubUuid: string;
  registrationUnit: string;
  weight: number;
  materialType: string;
  graded: boolean;
  removed: boolean;
}

/** Registered materials and whether they were graded: the candidates of "grade all waste bags". */
export const gradableMaterialsProjection = defineProjection<GradableMaterialRow>()({
  name: 'gradableMaterials',
  model: {
    name: 'gradableMaterials',
    fields: { HUB_UUID: { path: 'hubUuid', type: 'text' } },
    sortBy: 'uuid',
    indexes: ['hubUuid'],
  },
  handles: [
    'CollectedMaterialRegistered',
    'CollectedMaterialGraded',
    'HubEventRemoved',
    'HubEventWeightAmended',
  ],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'CollectedMaterialRegistered': {
        const d = event.data;
        return {
          uuid: d.uuid,
          hubUuid: d.hubUuid,
          registrationUnit: d.registrationUnit,
          weight: d.weight,
          materialType: d.materialType,
          graded: false,
          removed: false,
        };
      }
      case 'CollectedMaterialGraded':
        return row && { ...row, graded: true };
      case 'HubEventRemoved':
        return row && { ...row, removed: true };
      case 'HubEventWeightAmended':
        return row && { ...row, weight: event.data.weight };
      default:
        return row;
    }
  },
});
