import type { ProcessingUnitView } from '@cairn/contracts';
import type { ProcessingUnitRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { notFound } from '../command-handling/domain-error';

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
  registeredMaterialUuid: row.registeredMaterialUuid,
  outputMaterialBags: row.outputs.map((o) => ({
    uuid: o.bagUuid,
    materialType: o.materialType,
    productType: o.productType,
    weight: o.weight,
    quantityUnit: o.quantityUnit,
  })),
});

export const processingUnitView = async (
  app: AppContext,
  hubUuid: string,
  uuid: string,
): Promise<ProcessingUnitView> => {
  const row = await app.rows.get<ProcessingUnitRow>('processingUnits', uuid);
  if (!row || row.hubUuid !== hubUuid) throw notFound();
  return toProcessingUnitView(row);
};

/** GET /api/processingUnits?state=: the hub's units in that state, newest first (IN_PROGRESS: at most one). */
export const processingUnitsOfHub = async (
  app: AppContext,
  hubUuid: string,
  state: string | null,
): Promise<ProcessingUnitView[]> =>
  (await app.rows.findBy<ProcessingUnitRow>('processingUnits', 'hubUuid', hubUuid))
    .filter((r) => !state || r.state === state)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(toProcessingUnitView);
