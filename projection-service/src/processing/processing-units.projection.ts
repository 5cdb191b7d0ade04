import type { ProcessingStep, QuantityUnit } from '@cairn/contracts';
import { defineProjection, hubUnitModel } from '../projection';

export interface ProcessingUnitRow {
  uuid: string;
  hubUuid: string;
  state: 'IN_PROGRESS' | 'PROCESSING_FINISHED' | 'ERROR';
  errorReason?: string | null;
  createdAt: string;
  finishedAt: string | null;
  materialType: string;
  supplier: string | null;
  originalWeight: number;
  rejectedWeight: number;
  weight: number;
  registeredMaterialUuid: string | null;
  processingSteps: ProcessingStep[];
  outputs: Array<{
    bagUuid: string;
    weight: number;
    quantityUnit: QuantityUnit;
    materialType: string;
    productType: string;
  }>;
}

/** Processing runs of a recycler (Document 3 §3 "Processing unit"). */
export const processingUnitsProjection = defineProjection<ProcessingUnitRow>()({
  name: 'processingUnits',
  // 2: processingSteps on the row; 3: the ERROR end state with its reason (issue 20).
  version: 3,
  model: hubUnitModel('processingUnits'),
  handles: [
    'ProcessingUnitStarted',
    'ProcessingUnitOutputAdded',
    'ProcessingUnitFinished',
    'ProcessingUnitFailed',
  ],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'ProcessingUnitStarted':
        return {
          ...event.data,
          processingSteps: event.data.processingSteps ?? [],
          state: 'IN_PROGRESS',
          finishedAt: null,
          outputs: [],
        };
      case 'ProcessingUnitOutputAdded': {
        const d = event.data;
        return (
          row && {
            ...row,
            outputs: [
              ...row.outputs,
              {
                bagUuid: d.bagUuid,
                weight: d.weight,
                quantityUnit: d.quantityUnit,
                materialType: d.materialType,
                productType: d.productType,
              },
            ],
          }
        );
      }
      case 'ProcessingUnitFinished':
        return row && { ...row, state: 'PROCESSING_FINISHED', finishedAt: event.data.at };
      case 'ProcessingUnitFailed':
        return (
          row && {
            ...row,
            state: 'ERROR',
            errorReason: event.data.reason,
            finishedAt: event.data.at,
          }
        );
      default:
        return row;
    }
  },
});
