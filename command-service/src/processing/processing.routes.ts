import { z } from 'zod';
import { processingUnitsOfHub } from '@cairn/projection-service';
import {
  ProcessingOutputBagRequest,
  ProcessingUnitState,
  StartProcessingRequest,
} from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import type { HubRequest, RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { idOf } from '../collectors/collector-definition.routes';
import { addProcessingOutputBag, finishProcessing, startProcessing } from './processing.handlers';

const StateQuery = z.object({ state: ProcessingUnitState.optional() });
const hubOf = (req: HubRequest) => req.user.hubUuid;

/** Document 3 §7: a recycler's processing units. */
export const processingRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'post',
    path: '/api/processingUnits/start',
    access: 'hub',
    handle: async (req) => ({
      status: 201,
      body: await startProcessing(app, commandContextOf(app, req), {
        ...parse(StartProcessingRequest, req.body ?? {}),
        hubUuid: hubOf(req),
      }),
    }),
  },
  {
    method: 'get',
    path: '/api/processingUnits',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await processingUnitsOfHub(
        app.rows,
        hubOf(req),
        parse(StateQuery, req.query).state ?? null,
      ),
    }),
  },
  {
    method: 'post',
    path: '/api/processingUnits/:id/outputMaterialBags',
    access: 'hub',
    handle: async (req) => {
      const id = idOf(req.params, 'id');
      const body = parse(ProcessingOutputBagRequest, req.body);
      return {
        status: 201,
        body: await addProcessingOutputBag(app, commandContextOf(app, req), {
          ...body,
          actor: req.user,
          hubUuid: hubOf(req),
          unitUuid: id,
        }),
      };
    },
  },
  {
    method: 'post',
    path: '/api/processingUnits/:uuid/finish',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await finishProcessing(app, commandContextOf(app, req), {
        hubUuid: hubOf(req),
        unitUuid: idOf(req.params, 'uuid'),
      }),
    }),
  },
];
