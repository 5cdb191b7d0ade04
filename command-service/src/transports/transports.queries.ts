import {
  roundQuantity,
  type CarrierSummary,
  type CoProcessingMaterialView,
  type CoProcessingSummary,
  type HandlingCenterSummary,
} from '@cairn/contracts';
import type { ReceivedMaterialRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { loadHub } from '../hubs/hub.handlers';
import { storedUnits } from './material-dispatch.handlers';
import { ongoingTransportsCount } from './ongoing-transports.queries';

const sum = (rows: ReceivedMaterialRow[]) => roundQuantity(rows.reduce((s, r) => s + r.weight, 0));
const ofKind = async (app: AppContext, hubUuid: string, kind: ReceivedMaterialRow['kind']) =>
  (await app.rows.findBy<ReceivedMaterialRow>('receivedMaterials', 'hubUuid', hubUuid)).filter(
    (r) => r.kind === kind && !r.removed,
  );

/** GET /api/carrierMaterials/summary: units in store (registered, not yet dispatched) and trucks to receive. */
export const carrierSummary = async (app: AppContext, hubUuid: string): Promise<CarrierSummary> => {
  const hub = await loadHub(app, hubUuid);
  const stored = await storedUnits(app, hubUuid);
  return {
    carrierName: hub.name,
    storedUnitsCount: stored.length,
    storedWeight: sum(stored),
    quantityUnit: 'KG',
    ongoingTransportsCount: await ongoingTransportsCount(app, hub),
  };
};

/** GET /api/handlingCenterMaterials/summary */
export const handlingCenterSummary = async (
  app: AppContext,
  hubUuid: string,
): Promise<HandlingCenterSummary> => {
  const hub = await loadHub(app, hubUuid);
  const rows = await ofKind(app, hubUuid, 'HANDLING_CENTER');
  return {
    handlingCenterName: hub.name,
    registeredUnitsCount: rows.length,
    registeredWeight: sum(rows),
    quantityUnit: 'KG',
    ongoingTransportsCount: await ongoingTransportsCount(app, hub),
  };
};

/** GET /api/coProcessingMaterials/summary */
export const coProcessingSummary = async (
  app: AppContext,
  hubUuid: string,
): Promise<CoProcessingSummary> => {
  const hub = await loadHub(app, hubUuid);
  const rows = await ofKind(app, hubUuid, 'CO_PROCESSING');
  return {
    coProcessingFacilityName: hub.name,
    truckLoadsCount: rows.length,
    totalStock: sum(rows),
    totalStockUnit: 'KG',
    ongoingTransportsCount: await ongoingTransportsCount(app, hub),
  };
};

/** GET /api/coProcessingMaterials: the facility's truck loads, newest first. */
export const coProcessingMaterials = async (
  app: AppContext,
  hubUuid: string,
): Promise<CoProcessingMaterialView[]> =>
  (await ofKind(app, hubUuid, 'CO_PROCESSING'))
    .sort((a, b) => b.weighedAt.localeCompare(a.weighedAt))
    .map((r) => ({
      uuid: r.uuid,
      weighedAt: r.weighedAt,
      weight: r.weight,
      quantityUnit: 'KG',
      licensePlate: r.licensePlate,
      transportOwner: r.transportOwner,
      pictureFileUploadUuid: r.pictureFileUploadUuid,
    }));
