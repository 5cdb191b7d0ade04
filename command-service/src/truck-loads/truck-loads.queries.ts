import type { RegisteredMaterialView } from '@cairn/contracts';
import { type RegisteredMaterialRow, toRegisteredMaterialView } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { transportOfHub } from '../transports/ongoing-transports.queries';

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
