import { z } from 'zod';
import { DefineCollectorRequest } from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import { notFound } from '../command-handling/domain-error';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { collectorOfHub, defineCollector } from './collector-definition.handlers';

/** A malformed id cannot name one of the hub's collectors: not found, like another hub's. */
const idOf = (params: Record<string, string>, name: string) => {
  const id = params[name];
  if (!z.string().uuid().safeParse(id).success) throw notFound();
  return id;
};

export const collectorDefinitionRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'post',
    path: '/api/collectors/:uuid',
    access: 'hub',
    handle: async (req) => {
      const uuid = idOf(req.params, 'uuid');
      const body = parse(DefineCollectorRequest, req.body);
      return {
        status: 200,
        body: await defineCollector(app, commandContextOf(app, req), {
          hubUuid: req.user.hubUuid,
          uuid,
          input: body,
        }),
      };
    },
  },
  {
    method: 'get',
    path: '/api/collectors/:id',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await collectorOfHub(app, req.user.hubUuid, idOf(req.params, 'id')),
    }),
  },
];

export { idOf };
