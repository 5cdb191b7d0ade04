import { RegisterTruckLoadRequest, StartMassBalanceGradingRequest } from '@cairn/contracts';
import { registeredMaterials, truckLoadsSummary } from '@cairn/projection-service';
import { type AppContext, commandContextOf } from '../app-context';
import type { HubRequest, RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { idOf } from '../collectors/collector-definition.routes';
import { startProcessing } from '../processing/processing.handlers';
import { gradeTruckLoads, registerTruckLoad } from './truck-loads.handlers';
import { truckLoadsOfTransport } from './truck-loads.queries';

const hubOf = (req: HubRequest) => req.user.hubUuid;

/** Document 3 §7: a recycler's truck loads, their grading and processing, and grading from the mass balance. */
export const truckLoadRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'post',
    path: '/api/registeredMaterials',
    access: 'hub',
    handle: async (req) => {
      const body = parse(RegisterTruckLoadRequest, req.body);
      return {
        status: 201,
        body: await registerTruckLoad(app, commandContextOf(app, req), {
          ...body,
          actor: req.user,
          hubUuid: hubOf(req),
        }),
      };
    },
  },
  {
    method: 'get',
    path: '/api/registeredMaterials',
    access: 'hub',
    handle: async (req) => ({ status: 200, body: await registeredMaterials(app.rows, hubOf(req)) }),
  },
  {
    method: 'get',
    path: '/api/registeredMaterials/truckLoadsSummary',
    access: 'hub',
    handle: async (req) => ({ status: 200, body: await truckLoadsSummary(app.rows, hubOf(req)) }),
  },
  {
    method: 'get',
    path: '/api/registeredMaterials/ongoingTransport/:id',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await truckLoadsOfTransport(app, hubOf(req), idOf(req.params, 'id')),
    }),
  },
  {
    method: 'post',
    path: '/api/registeredMaterials/:uuid/grade',
    access: 'hub',
    handle: async (req) => ({
      status: 201,
      body: await gradeTruckLoads(app, commandContextOf(app, req), {
        hubUuid: hubOf(req),
        target: {
          uuid: idOf(req.params, 'uuid'),
        },
      }),
    }),
  },
  {
    method: 'post',
    path: '/api/registeredMaterials/:uuid/process',
    access: 'hub',
    handle: async (req) => ({
      status: 201,
      body: await startProcessing(app, commandContextOf(app, req), {
        registeredMaterialUuid: idOf(req.params, 'uuid'),
        hubUuid: hubOf(req),
      }),
    }),
  },
  {
    method: 'post',
    path: '/api/massBalance/grading/start',
    access: 'hub',
    handle: async (req) => {
      const { materialType } = parse(StartMassBalanceGradingRequest, req.body ?? {});
      return {
        status: 201,
        body: await gradeTruckLoads(app, commandContextOf(app, req), {
          hubUuid: hubOf(req),
          target: { materialType },
        }),
      };
    },
  },
];
