import type { ProcessingUnitView } from '@cairn/contracts';
import type { ReadStore } from '@cairn/infra';
import type { ProcessingUnitRow } from './processing-units.projection';

/** Document 3 §3 "Processing unit": its input and the output bags so far. */
export const toProcessingUnitView = (row: ProcessingUnitRow): ProcessingUnitView => ({
  uuid: row.uuid,
  state: row.state,
  createdAt: row.createdAt,
  materialType: row.materialType,
  supplier: row.supplier,
  originalWeight: row.originalWeight,
  rejectedWeight: row.rejectedWeight,
  weight: row.weight,
  formattedWeight: row.weight.toFixed(2),
  quantityUnit: 'KG',
  inputTrackedItemsCount: row.registeredMaterialUuid ? 1 : 0,
  processingSteps: row.processingSteps ?? [],
  errorReason: row.errorReason ?? null,
  registeredMaterialUuid: row.registeredMaterialUuid,
  outputMaterialBags: row.outputs.map((o) => ({
    uuid: o.bagUuid,
    materialType: o.materialType,
    productType: o.productType,
    weight: o.weight,
    quantityUnit: o.quantityUnit,
  })),
});

/** GET /api/processingUnits?state=: the hub's units in that state, newest first (IN_PROGRESS: at most one). */
export const processingUnitsOfHub = async (
  rows: ReadStore,
  hubUuid: string,
  state: string | null,
): Promise<ProcessingUnitView[]> =>
  (await rows.findBy<ProcessingUnitRow>('processingUnits', 'hubUuid', hubUuid))
    .filter((r) => !state || r.state === state)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(toProcessingUnitView);
