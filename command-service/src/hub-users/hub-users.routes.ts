import { z } from 'zod';
import { type HubUserKind, hubUserRequest } from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { addHubUser } from './hub-users.handlers';

const UuidParam = z.object({ uuid: z.string().uuid('validationInvalid') });
const PATHS: Record<HubUserKind, string> = { manager: 'addHubManager', owner: 'addHubOwner' };

export const hubUserRoutes = (app: AppContext): RouteSpec[] =>
  (['manager', 'owner'] as const).map((kind): RouteSpec => ({
    method: 'post',
    path: `/api/admin/companies/hubs/:uuid/${PATHS[kind]}`,
    access: 'admin',
    handle: async (req) => {
      const { uuid } = parse(UuidParam, req.params);
      return {
        status: 201,
        body: await addHubUser(
          app,
          commandContextOf(app, req),
          uuid,
          kind,
          parse(hubUserRequest(kind), req.body ?? {}),
        ),
      };
    },
  }));
