import { z } from 'zod';
import { CreateEpcisApiKey, EpcisEventsQuery, EpcisExportQuery } from '@cairn/contracts';
import { epcisApiKeyList } from '@cairn/projection-service';
import { type AppContext, commandContextOf } from '../app-context';
import type { ApiRequest, RouteSpec } from '../http/route-registry';
import type { AuthUser } from '../http/access';
import { parse } from '../http/validate';
import { createEpcisApiKey, revokeEpcisApiKey } from './api-key.handlers';
import { epcisEvent, epcisEvents, epcisExport, type EpcisCaller } from './epcis.handlers';

const EventIdParam = z.object({
  eventID: z.string().min(1, 'validationRequired').max(500, 'validationInvalid'),
});

const UuidParam = z.object({ uuid: z.string().uuid('validationInvalid') });

// A route open to API keys hands over the key and no user when the caller sent no token.
const callerOf = (req: ApiRequest<AuthUser>): EpcisCaller =>
  req.apiKey !== null ? { apiKey: req.apiKey } : { user: req.user };

/** The EPCIS 2.0 query interface (REST binding, JSON-LD) and the admins' bulk export (issue 34). */
export const epcisRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/epcis/events',
    access: 'signedIn',
    apiKey: true,
    handle: (req) => epcisEvents(app, callerOf(req), parse(EpcisEventsQuery, req.query), req.query),
  },
  {
    method: 'get',
    path: '/epcis/events/:eventID',
    access: 'signedIn',
    apiKey: true,
    handle: (req) => epcisEvent(app, callerOf(req), parse(EventIdParam, req.params).eventID),
  },
  {
    method: 'get',
    path: '/api/admin/epcis/export',
    access: 'admin',
    handle: (req) => epcisExport(app, parse(EpcisExportQuery, req.query)),
  },
  {
    method: 'get',
    path: '/api/admin/epcis/apiKeys',
    access: 'admin',
    handle: async () => ({ status: 200, body: await epcisApiKeyList(app.rows) }),
  },
  {
    method: 'post',
    path: '/api/admin/epcis/apiKeys',
    access: 'admin',
    handle: async (req) => {
      const body = parse(CreateEpcisApiKey, req.body ?? {});
      return {
        status: 201,
        body: await createEpcisApiKey(app, commandContextOf(app, req), body),
      };
    },
  },
  {
    method: 'post',
    path: '/api/admin/epcis/apiKeys/:uuid/revoke',
    access: 'admin',
    handle: async (req) => {
      const { uuid } = parse(UuidParam, req.params);
      await revokeEpcisApiKey(app, commandContextOf(app, req), uuid);
      return { status: 204 };
    },
  },
];
