import { PickupPointSearchRequest, hubWorks, type PickupPoint } from '@cairn/contracts';
import type { HubRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { loadHub } from '../hubs/hub.handlers';

/**
 * The pick-up points a hub may check in at: its configured suppliers of type PICKUP_POINT, or every
 * active pick-up point when it has no suppliers configured (docs/decisions.md).
 */
const pickupPointsOf = async (app: AppContext, hubUuid: string): Promise<HubRow[]> => {
  const hub = await loadHub(app, hubUuid);
  const points = (await app.rows.list<HubRow>('hubs')).filter(
    (h) => h.type === 'PICKUP_POINT' && hubWorks(h.state),
  );
  return hub.supplierUuids.length > 0
    ? points.filter((p) => hub.supplierUuids.includes(p.uuid))
    : points;
};

/** POST /api/companies/pickupPoints/search: by name (contains, any case; empty finds nothing), or by a scanned hub QR code's uuid. */
export const searchPickupPoints = async (
  app: AppContext,
  hubUuid: string,
  query: { name?: string | null; uuid?: string | null },
): Promise<PickupPoint[]> => {
  const name = (query.name ?? '').trim().toLowerCase();
  if (!name && !query.uuid) return [];
  return (await pickupPointsOf(app, hubUuid))
    .filter((p) => (query.uuid ? p.uuid === query.uuid : p.name.toLowerCase().includes(name)))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, 20)
    .map(({ uuid, name: n }) => ({ uuid, name: n }));
};

export const checkInRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'post',
    path: '/api/companies/pickupPoints/search',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await searchPickupPoints(
        app,
        req.user.hubUuid,
        parse(PickupPointSearchRequest, req.body ?? {}),
      ),
    }),
  },
];
