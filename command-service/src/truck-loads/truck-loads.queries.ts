import {
  roundQuantity,
  type RegisteredMaterialView,
  type TruckLoadsSummary,
} from '@cairn/contracts';
import type { RegisteredMaterialRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { transportOfHub } from '../transports/ongoing-transports.queries';

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

const loadsOf = async (app: AppContext, hubUuid: string) =>
  (await app.rows.findBy<RegisteredMaterialRow>('registeredMaterials', 'hubUuid', hubUuid))
    .filter((r) => !r.removed)
    .sort(
      (a, b) => b.weighedAt.localeCompare(a.weighedAt) || b.createdAt.localeCompare(a.createdAt),
    );

/** GET /api/registeredMaterials: the hub's truck loads not yet graded or processed, newest first (what grading and processing start from). */
export const registeredMaterials = async (
  app: AppContext,
  hubUuid: string,
): Promise<RegisteredMaterialView[]> =>
  (await loadsOf(app, hubUuid))
    .filter((r) => r.state === 'REGISTERED')
    .map(toRegisteredMaterialView);

/**
 * GET /api/registeredMaterials/truckLoadsSummary: every truck load ever registered (count and total), the part
 * taken into grading and into processing, and what waits per material type.
 */
export const truckLoadsSummary = async (
  app: AppContext,
  hubUuid: string,
): Promise<TruckLoadsSummary> => {
  const rows = await loadsOf(app, hubUuid);
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

/** GET /api/registeredMaterials/ongoingTransport/{id}: what this hub registered from a transport it may see (404 otherwise). */
export const truckLoadsOfTransport = async (
  app: AppContext,
  hubUuid: string,
  transportUuid: string,
): Promise<RegisteredMaterialView[]> => {
  await transportOfHub(app, hubUuid, transportUuid);
  return (
    await app.rows.findBy<RegisteredMaterialRow>(
      'registeredMaterials',
      'ongoingTransportUuid',
      transportUuid,
    )
  )
    .filter((r) => r.hubUuid === hubUuid && !r.removed)
    .sort(
      (a, b) => a.weighedAt.localeCompare(b.weighedAt) || a.createdAt.localeCompare(b.createdAt),
    )
    .map(toRegisteredMaterialView);
};
