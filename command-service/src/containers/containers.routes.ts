import type { MixedMaterialView } from '@cairn/contracts';
import type { MixedMaterialRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import type { RouteSpec } from '../http/route-registry';

/** GET /api/collectedMaterials/mixed: the hub's containers and truck loads not graded yet (Document 3 §3 "Mixed"), newest first. */
export const mixedMaterials = async (
  app: AppContext,
  hubUuid: string,
): Promise<MixedMaterialView[]> =>
  (await app.rows.findBy<MixedMaterialRow>('mixedMaterials', 'hubUuid', hubUuid))
    .filter((r) => !r.graded && !r.removed)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(
      ({
        uuid,
        registrationUnit,
        weight,
        quantityUnit,
        materialType,
        licensePlate,
        location,
        createdAt,
      }) => ({
        uuid,
        registrationUnit: registrationUnit as MixedMaterialView['registrationUnit'],
        weight,
        quantityUnit,
        materialType,
        licensePlate,
        location,
        createdAt,
      }),
    );

export const containerRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/collectedMaterials/mixed',
    access: 'hub',
    handle: async (req) => ({ status: 200, body: await mixedMaterials(app, req.user.hubUuid) }),
  },
];
