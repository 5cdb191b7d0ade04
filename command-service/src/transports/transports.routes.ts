import {
  MaterialDispatchRequest,
  OngoingTransportSearchRequest,
  RegisterCarrierMaterialRequest,
  RegisterCoProcessingMaterialRequest,
  RegisterHandlingCenterMaterialRequest,
} from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import type { HubRequest, RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { idOf } from '../collectors/collector-definition.routes';
import { dispatchMaterial } from './material-dispatch.handlers';
import { searchTransports, transportOfHub } from './ongoing-transports.queries';
import {
  carrierInput,
  coProcessingInput,
  handlingCenterInput,
  registerReceivedMaterial,
} from './received-material.handlers';
import {
  carrierSummary,
  coProcessingMaterials,
  coProcessingSummary,
  handlingCenterSummary,
} from './transports.queries';

const hubOf = (req: HubRequest) => req.user.hubUuid;

/** Document 3 §7: ongoing transports, carrier / handling center / co-processing registrations, dispatch. */
export const transportRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/ongoingTransports/:id',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await transportOfHub(app, hubOf(req), idOf(req.params, 'id')),
    }),
  },
  {
    method: 'post',
    path: '/api/ongoingTransports/search',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await searchTransports(
        app,
        hubOf(req),
        parse(OngoingTransportSearchRequest, req.body ?? {}).transporterLicensePlate,
      ),
    }),
  },
  {
    method: 'post',
    path: '/api/carrierMaterials',
    access: 'hub',
    handle: async (req) => {
      const body = parse(RegisterCarrierMaterialRequest, req.body);
      return {
        status: 201,
        body: await registerReceivedMaterial(app, commandContextOf(app, req), {
          actor: req.user,
          hubUuid: hubOf(req),
          kind: 'CARRIER',
          ...carrierInput(body),
        }),
      };
    },
  },
  {
    method: 'get',
    path: '/api/carrierMaterials/summary',
    access: 'hub',
    handle: async (req) => ({ status: 200, body: await carrierSummary(app, hubOf(req)) }),
  },
  {
    method: 'post',
    path: '/api/handlingCenterMaterials',
    access: 'hub',
    handle: async (req) => {
      const body = parse(RegisterHandlingCenterMaterialRequest, req.body);
      return {
        status: 201,
        body: await registerReceivedMaterial(app, commandContextOf(app, req), {
          actor: req.user,
          hubUuid: hubOf(req),
          kind: 'HANDLING_CENTER',
          ...handlingCenterInput(body),
        }),
      };
    },
  },
  {
    method: 'get',
    path: '/api/handlingCenterMaterials/summary',
    access: 'hub',
    handle: async (req) => ({ status: 200, body: await handlingCenterSummary(app, hubOf(req)) }),
  },
  {
    method: 'post',
    path: '/api/coProcessingMaterials',
    access: 'hub',
    handle: async (req) => {
      const body = parse(RegisterCoProcessingMaterialRequest, req.body);
      return {
        status: 201,
        body: await registerReceivedMaterial(app, commandContextOf(app, req), {
          actor: req.user,
          hubUuid: hubOf(req),
          kind: 'CO_PROCESSING',
          ...coProcessingInput(body),
        }),
      };
    },
  },
  {
    method: 'get',
    path: '/api/coProcessingMaterials',
    access: 'hub',
    handle: async (req) => ({ status: 200, body: await coProcessingMaterials(app, hubOf(req)) }),
  },
  {
    method: 'get',
    path: '/api/coProcessingMaterials/summary',
    access: 'hub',
    handle: async (req) => ({ status: 200, body: await coProcessingSummary(app, hubOf(req)) }),
  },
  {
    method: 'post',
    path: '/api/materialDispatches',
    access: 'hub',
    handle: async (req) => {
      const body = parse(MaterialDispatchRequest, req.body);
      return {
        status: 201,
        body: await dispatchMaterial(app, commandContextOf(app, req), {
          ...body,
          actor: req.user,
          hubUuid: hubOf(req),
        }),
      };
    },
  },
];
