import { z } from 'zod';
import {
  type HubType,
  MaterialClearanceState,
  MaterialClearanceUnitState,
  StartClearanceTransportRequest,
  StartHandlingCenterClearanceRequest,
  StartMaterialClearanceRequest,
  WeighClearanceRequest,
  WeighHandlingCenterClearanceRequest,
} from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import { forbidden, notFound } from '../command-handling/domain-error';
import type { ApiRequest, HubRequest, RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { loadHub } from '../hubs/hub.handlers';
import {
  handlingCenterClearanceOverview,
  materialClearanceSummary,
  materialClearanceUnits,
  recyclerClearanceOverview,
} from './clearance.queries';
import { startClearanceTransport, startMaterialClearance } from './hub-clearance.handlers';
import { weighClearance } from './clearance-weigh.handlers';
import { listMaterialClearances } from './material-clearance.handlers';

const hubOf = (req: HubRequest) => req.user.hubUuid;
/** A malformed id cannot name one of the hub's clearances: not found, like another hub's. */
export const idParam = (req: Pick<ApiRequest, 'params'>, name: string) => {
  const id = req.params[name];
  if (!z.string().uuid().safeParse(id).success) throw notFound();
  return id;
};
/** Reads that only make sense for some hub types answer 403 to the others. */
export const requireHubType = async (
  app: AppContext,
  req: HubRequest,
  types: readonly HubType[],
) => {
  const hub = await loadHub(app, hubOf(req));
  if (!types.includes(hub.type)) throw forbidden();
  return hub.uuid;
};
const StateQuery = z.object({ state: MaterialClearanceState.optional() });
const UnitStateQuery = z.object({ state: MaterialClearanceUnitState.optional() });

/** Document 3 §7: the hub app's clearances, their weigh steps and overviews. */
export const hubClearanceRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/materialClearanceUnits',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await materialClearanceUnits(app, hubOf(req), parse(UnitStateQuery, req.query).state),
    }),
  },
  {
    method: 'post',
    path: '/api/materialClearances',
    access: 'hub',
    handle: async (req) => ({
      status: 201,
      body: await startMaterialClearance(app, commandContextOf(app, req), {
        ...parse(StartMaterialClearanceRequest, req.body),
        actor: req.user,
        hubUuid: hubOf(req),
      }),
    }),
  },
  {
    method: 'get',
    path: '/api/materialClearances',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await listMaterialClearances(
        app,
        hubOf(req),
        parse(StateQuery, req.query).state,
        'MATERIAL_CLEARANCE',
      ),
    }),
  },
  {
    method: 'get',
    path: '/api/materialClearances/summary',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await materialClearanceSummary(
        app,
        await requireHubType(app, req, ['COLLECTION_CENTER', 'RECYCLER']),
      ),
    }),
  },
  {
    method: 'post',
    path: '/api/materialClearances/:id/weigh',
    access: 'hub',
    handle: async (req) => {
      const id = idParam(req, 'id');
      const body = parse(WeighClearanceRequest, req.body);
      return {
        status: 200,
        body: await weighClearance(app, commandContextOf(app, req), {
          ...body,
          actor: req.user,
          hubUuid: hubOf(req),
          kind: 'MATERIAL_CLEARANCE',
          uuid: id,
        }),
      };
    },
  },
  {
    method: 'post',
    path: '/api/clearanceTransports',
    access: 'hub',
    handle: async (req) => {
      const body = parse(StartClearanceTransportRequest, req.body);
      return {
        status: 201,
        body: await startClearanceTransport(app, commandContextOf(app, req), {
          ...body,
          actor: req.user,
          hubUuid: hubOf(req),
          kind: 'CLEARANCE_TRANSPORT',
        }),
      };
    },
  },
  {
    method: 'get',
    path: '/api/clearanceTransports',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await listMaterialClearances(
        app,
        hubOf(req),
        parse(StateQuery, req.query).state,
        'CLEARANCE_TRANSPORT',
      ),
    }),
  },
  {
    method: 'post',
    path: '/api/clearanceTransports/:id/weigh',
    access: 'hub',
    handle: async (req) => {
      const id = idParam(req, 'id');
      const body = parse(WeighClearanceRequest, req.body);
      return {
        status: 200,
        body: await weighClearance(app, commandContextOf(app, req), {
          ...body,
          actor: req.user,
          hubUuid: hubOf(req),
          kind: 'CLEARANCE_TRANSPORT',
          uuid: id,
        }),
      };
    },
  },
  {
    method: 'get',
    path: '/api/clearances/overview',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await recyclerClearanceOverview(app, await requireHubType(app, req, ['RECYCLER'])),
    }),
  },
  {
    method: 'post',
    path: '/api/handlingCenterMaterialClearances',
    access: 'hub',
    handle: async (req) => {
      const body = parse(StartHandlingCenterClearanceRequest, req.body);
      return {
        status: 201,
        body: await startClearanceTransport(app, commandContextOf(app, req), {
          ...body,
          actor: req.user,
          hubUuid: hubOf(req),
          kind: 'HANDLING_CENTER_CLEARANCE',
        }),
      };
    },
  },
  {
    method: 'get',
    path: '/api/handlingCenterMaterialClearances/loaded',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await listMaterialClearances(app, hubOf(req), 'LOADED', 'HANDLING_CENTER_CLEARANCE'),
    }),
  },
  {
    method: 'post',
    path: '/api/handlingCenterMaterialClearances/:id/weigh',
    access: 'hub',
    handle: async (req) => {
      const id = idParam(req, 'id');
      const body = parse(WeighHandlingCenterClearanceRequest, req.body);
      return {
        status: 200,
        body: await weighClearance(app, commandContextOf(app, req), {
          ...body,
          actor: req.user,
          hubUuid: hubOf(req),
          kind: 'HANDLING_CENTER_CLEARANCE',
          uuid: id,
        }),
      };
    },
  },
  {
    method: 'get',
    path: '/api/handlingCenterMaterials/clearanceOverview',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await handlingCenterClearanceOverview(
        app,
        await requireHubType(app, req, ['MATERIAL_HANDLING_CENTER']),
      ),
    }),
  },
];
