import {
  FinishCollectionRequest,
  RecordHouseholdVisitRequest,
  StartCollectionRequest,
} from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { idOf } from '../collectors/collector-definition.routes';
import {
  collectionSummary,
  finishCollection,
  ongoingCollection,
  recordHouseholdVisit,
  startCollection,
} from './collection-units.handlers';

/** Document 3 §7: collection rounds of a collection center. */
export const collectionUnitRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'post',
    path: '/api/collectionUnits',
    access: 'hub',
    handle: async (req) => ({
      status: 201,
      body: await startCollection(app, commandContextOf(app, req), {
        ...parse(StartCollectionRequest, req.body),
        hubUuid: req.user.hubUuid,
      }),
    }),
  },
  {
    method: 'get',
    path: '/api/collectionUnits/summary',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await collectionSummary(app, req.user.hubUuid),
    }),
  },
  {
    method: 'get',
    path: '/api/collectionUnits/ongoing',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await ongoingCollection(app, req.user.hubUuid),
    }),
  },
  {
    method: 'post',
    path: '/api/collectionUnits/:uuid/householdVisits',
    access: 'hub',
    handle: async (req) => {
      const uuid = idOf(req.params, 'uuid');
      const body = parse(RecordHouseholdVisitRequest, req.body ?? {});
      return {
        status: 201,
        body: await recordHouseholdVisit(app, commandContextOf(app, req), {
          ...body,
          hubUuid: req.user.hubUuid,
          uuid,
        }),
      };
    },
  },
  {
    method: 'post',
    path: '/api/collectionUnits/:uuid/finish',
    access: 'hub',
    handle: async (req) => {
      const uuid = idOf(req.params, 'uuid');
      const body = parse(FinishCollectionRequest, req.body ?? {});
      return {
        status: 200,
        body: await finishCollection(app, commandContextOf(app, req), {
          ...body,
          hubUuid: req.user.hubUuid,
          uuid,
        }),
      };
    },
  },
];
