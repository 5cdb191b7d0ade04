import {
  roundQuantity,
  type RegisteredMaterialView,
  type TruckLoadsSummary,
} from '@cairn/contracts';
import type { ReadStore } from '@cairn/infra';
import type { RegisteredMaterialRow } from './registered-materials.projection';

export const toRegisteredMaterialView = (r: RegisteredMaterialRow): RegisteredMaterialView => ({
  uuid: r.uuid,
  weighedAt: r.weighedAt,
  weight: r.weight,
  formattedWeight: r.weight.toFixed(2),
  quantityUnit: 'KG',
  materialType: r.materialType,
  supplier: r.supplier,
  licensePlate: r.licensePlate,
  internalId: r.internalId,
  transportOwner: r.transportOwner,
  ongoingTransportUuid: r.ongoingTransportUuid,
  state: r.state,
});

const loadsOf = async (rows: ReadStore, hubUuid: string) =>
  (await rows.findBy<RegisteredMaterialRow>('registeredMaterials', 'hubUuid', hubUuid))
    .filter((r) => !r.removed)
    .sort(
      (a, b) => b.weighedAt.localeCompare(a.weighedAt) || b.createdAt.localeCompare(a.createdAt),
    );

/** GET /api/registeredMaterials: the hub's truck loads not yet graded or processed, newest first (what grading and processing start from). */
export const registeredMaterials = async (
  rows: ReadStore,
  hubUuid: string,
): Promise<RegisteredMaterialView[]> =>
  (await loadsOf(rows, hubUuid))
    .filter((r) => r.state === 'REGISTERED')
    .map(toRegisteredMaterialView);

/**
 * GET /api/registeredMaterials/truckLoadsSummary: every truck load ever registered (count and total), the part
 * taken into grading and into processing, and what waits per material type.
 */
export const truckLoadsSummary = async (
  store: ReadStore,
  hubUuid: string,
): Promise<TruckLoadsSummary> => {
  const rows = await loadsOf(store, hubUuid);
  const total = (state?: RegisteredMaterialRow['state']) =>
    roundQuantity(
      rows.filter((r) => !state || r.state === state).reduce((s, r) => s + r.weight, 0),
    ).toFixed(2);
  const materialTypeBreakdown: Record<string, number> = {};
  for (const r of rows.filter((x) => x.state === 'REGISTERED'))
    materialTypeBreakdown[r.materialType] = roundQuantity(
      (materialTypeBreakdown[r.materialType] ?? 0) + r.weight,
    );
  return {
    truckLoadsCount: rows.length,
    formattedRegisteredTotal: total(),
    formattedGradingTotal: total('GRADED'),
    formattedProcessingTotal: total('PROCESSED'),
    materialTypeBreakdown,
    quantityUnit: 'KG',
  };
};
