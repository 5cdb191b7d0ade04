import { z } from 'zod';
import {
  FailSegregationUnitRequest,
  GradeCollectedMaterialRequest,
  SegregationOutputBagRequest,
  SegregationUnitState,
} from '@cairn/contracts';
import { segregationUnitsOfHub } from '@cairn/projection-service';
import { type AppContext, commandContextOf } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { idOf } from '../collectors/collector-definition.routes';
import { addOutputBag, finishGrading, startGrading } from './grading.handlers';

const StateQuery = z.object({ state: SegregationUnitState.optional() });

export const gradingRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'post',
    path: '/api/collectedMaterials/grade',
    access: 'hub',
    handle: async (req) => {
      const body = parse(GradeCollectedMaterialRequest, req.body ?? {});
      return {
        status: 201,
        body: await startGrading(app, commandContextOf(app, req), {
          hubUuid: req.user.hubUuid,
          collectedMaterialUuid: body.collectedMaterialUuid ?? null,
        }),
      };
    },
  },
  {
    method: 'get',
    path: '/api/segregationUnits',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await segregationUnitsOfHub(
        app.rows,
        req.user.hubUuid,
        parse(StateQuery, req.query).state ?? null,
      ),
    }),
  },
  {
    method: 'post',
    path: '/api/segregationUnits/:id/outputMaterialBags',
    access: 'hub',
    handle: async (req) => {
      const id = idOf(req.params, 'id');
      const body = parse(SegregationOutputBagRequest, req.body);
      return {
        status: 201,
        body: await addOutputBag(app, commandContextOf(app, req), {
          ...body,
          actor: req.user,
          hubUuid: req.user.hubUuid,
          unitUuid: id,
        }),
      };
    },
  },
  {
    method: 'post',
    path: '/api/segregationUnits/:uuid/finish',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await finishGrading(app, commandContextOf(app, req), {
        hubUuid: req.user.hubUuid,
        unitUuid: idOf(req.params, 'uuid'),
      }),
    }),
  },
  {
    method: 'post',
    path: '/api/segregationUnits/:uuid/error',
    access: 'hub',
    handle: async (req) => {
      const { reason } = parse(FailSegregationUnitRequest, req.body ?? {});
      return {
        status: 200,
        body: await finishGrading(app, commandContextOf(app, req), {
          hubUuid: req.user.hubUuid,
          unitUuid: idOf(req.params, 'uuid'),
          error: reason,
        }),
      };
    },
  },
];
