import { z } from 'zod';
import {
  AdminRegisterCollectedMaterialRequest,
  PagedSearchRequest,
  RegisterCollectedMaterialRequest,
} from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import { DomainError } from '../command-handling/domain-error';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { loadHub } from '../hubs/hub.handlers';
import { hubView } from '../hubs/hub.views';
import { searchHubEvents } from '../review/hub-event.queries';
import { registerCollectedMaterial, registrationSummary } from './registration.handlers';

const UuidParam = z.object({ uuid: z.string().uuid('validationInvalid') });
const pagedQuery = (query: Record<string, unknown>) =>
  parse(PagedSearchRequest, {
    ...query,
    filters: typeof query.filters === 'string' ? safeJson(query.filters) : undefined,
  });
const safeJson = (s: string): unknown => {
  try {
    return JSON.parse(s);
  } catch {
    return 'invalid';
  }
};

export const registrationRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'post',
    path: '/api/collectedMaterials',
    access: 'hub',
    handle: async (req) => {
      const body = parse(RegisterCollectedMaterialRequest, req.body);
      return {
        status: 201,
        body: await registerCollectedMaterial(app, commandContextOf(app, req), {
          actor: req.user,
          hubUuid: req.user.hubUuid,
          input: body,
        }),
      };
    },
  },
  {
    method: 'post',
    path: '/api/admin/collectedMaterials',
    access: 'admin',
    handle: async (req) => {
      const { hubCompanyUuid, ...rest } = parse(AdminRegisterCollectedMaterialRequest, req.body);
      const input = parse(RegisterCollectedMaterialRequest, { ...rest, registrationUnit: 'BAG' });
      return {
        status: 201,
        body: await registerCollectedMaterial(app, commandContextOf(app, req), {
          actor: req.user,
          hubUuid: hubCompanyUuid,
          input,
        }),
      };
    },
  },
  {
    method: 'get',
    path: '/api/collectedMaterials/summary',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await registrationSummary(app, req.user.hubUuid),
    }),
  },
  {
    method: 'get',
    path: '/api/collectedMaterials',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await searchHubEvents(app, pagedQuery(req.query), { hubUuid: req.user.hubUuid }),
    }),
  },
  {
    method: 'get',
    path: '/api/companies/:uuid',
    access: 'hub',
    handle: async (req) => {
      const { uuid } = parse(UuidParam, req.params);
      if (uuid !== req.user.hubUuid) throw new DomainError('notFound', 'notFoundMessage');
      const { users: _users, ...hub } = await hubView(app, await loadHub(app, uuid));
      return { status: 200, body: hub };
    },
  },
];

export { pagedQuery };
