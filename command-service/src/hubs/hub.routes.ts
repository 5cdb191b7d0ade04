import { z } from 'zod';
import {
  CreateHubRequest,
  type HubLifecycleAction,
  HubState,
  HubType,
  UpdateHubRequest,
} from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import {
  changeHubState,
  createHub,
  listHubs,
  listSuppliers,
  loadHub,
  updateHub,
} from './hub.handlers';
import { hubView } from './hub.views';
import { assignedHubs } from './organization-scope';

const ListQuery = z.object({
  states: z
    .string()
    .optional()
    .transform((s) => (s ? s.split(',') : []))
    .pipe(z.array(HubState)),
  type: HubType.optional(),
  excludeUuid: z.string().uuid().optional(),
});
const SuppliersQuery = z.object({ type: HubType, excludeUuid: z.string().uuid().optional() });
const UuidParam = z.object({ uuid: z.string().uuid('validationInvalid') });

/** The row menu's lifecycle actions (`HUB_LIFECYCLE_FROM` names the states each starts from). */
const STATE_CHANGES = {
  pause: 'PauseHub',
  reactivate: 'ReactivateHub',
  archive: 'ArchiveHub',
  activate: 'ActivateHub',
  'mark-lost': 'MarkHubLost',
  'mark-churned': 'MarkHubChurned',
} as const satisfies Record<HubLifecycleAction, string>;

export const hubRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/admin/companies/hubs',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await listHubs(app, parse(ListQuery, req.query)),
    }),
  },
  {
    method: 'get',
    path: '/api/admin/companies/hubs/suppliers',
    access: 'admin',
    handle: async (req) => {
      const { type, excludeUuid } = parse(SuppliersQuery, req.query);
      return { status: 200, body: await listSuppliers(app, type, excludeUuid) };
    },
  },
  {
    method: 'get',
    path: '/api/admin/companies/hubs/:uuid',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await hubView(app, await loadHub(app, parse(UuidParam, req.params).uuid)),
    }),
  },
  {
    method: 'post',
    path: '/api/admin/companies/hubs',
    access: 'admin',
    handle: async (req) => ({
      status: 201,
      body: await createHub(app, commandContextOf(app, req), parse(CreateHubRequest, req.body)),
    }),
  },
  {
    method: 'post',
    path: '/api/admin/companies/hubs/:uuid',
    access: 'admin',
    handle: async (req) => {
      const { uuid } = parse(UuidParam, req.params);
      return {
        status: 200,
        body: await updateHub(
          app,
          commandContextOf(app, req),
          uuid,
          parse(UpdateHubRequest, req.body),
        ),
      };
    },
  },
  {
    // The hubs an ORGANIZATION's users oversee (its assignedCompanyUuids), named; [] for other hubs.
    method: 'get',
    path: '/api/organization/hubs',
    access: 'hub',
    handle: async (req) => ({ status: 200, body: await assignedHubs(app, req.user!.hubUuid!) }),
  },
  ...Object.entries(STATE_CHANGES).map(([action, command]): RouteSpec => ({
    method: 'post',
    path: `/api/admin/companies/hubs/:uuid/${action}`,
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await changeHubState(
        app,
        commandContextOf(app, req),
        parse(UuidParam, req.params).uuid,
        command,
      ),
    }),
  })),
];
