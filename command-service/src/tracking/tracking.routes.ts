import { z } from 'zod';
import {
  GenerateCollectorsRequest,
  GenerateTrackedItemsRequest,
  PagedSearchRequest,
  RetypeTrackedItemRequest,
  personalFieldsOf,
  readsPersonalData,
} from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { pagedQuery } from '../registration/registration.routes';
import { generateTracked, retypeTrackedItem } from './tracking.handlers';
import { exportTracked, loadTracked, searchTracked, type TrackedKind } from './tracking.queries';

const UuidParam = z.object({ uuid: z.string().uuid('validationInvalid') });
/** The export takes the list's filters; page and size are ignored, every match is written. */
const ExportBody = PagedSearchRequest.pick({ filters: true });

const kindRoutes = (app: AppContext, kind: TrackedKind, plural: string): RouteSpec[] => [
  {
    method: 'get',
    path: `/api/admin/${plural}`,
    access: 'admin',
    handle: async (req) => {
      const query = pagedQuery(req.query);
      if (readsPersonalData(req.user.role))
        return { status: 200, body: await searchTracked(app, kind, query) };
      // The analyst sees no collector's name (issue 33); the list has no filter by name to probe with.
      const hidden = personalFieldsOf(plural);
      const page = await searchTracked(app, kind, query);
      const items = page.items.map((item) =>
        Object.fromEntries(Object.entries(item).filter(([k]) => !hidden.includes(k))),
      );
      return { status: 200, body: { ...page, items } };
    },
  },
  {
    method: 'post',
    path: `/api/admin/${plural}/export`,
    access: 'admin',
    handle: async (req) => {
      const { content, fileName } = await exportTracked(app, kind, {
        page: 0,
        size: 1,
        ...parse(ExportBody, req.body ?? {}),
      });
      return { status: 200, file: { content, contentType: 'text/csv; charset=utf-8', fileName } };
    },
  },
];

export const collectorRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'post',
    path: '/api/admin/companies/hubs/:uuid/generateCollectors',
    access: 'admin',
    handle: async (req) => {
      const { uuid } = parse(UuidParam, req.params);
      const { collectorsCount, type } = parse(GenerateCollectorsRequest, req.body ?? {});
      return {
        status: 200,
        body: await generateTracked(app, commandContextOf(app, req), {
          kind: 'COLLECTOR',
          hubUuid: uuid,
          type,
          count: collectorsCount,
        }),
      };
    },
  },
  {
    method: 'post',
    path: '/api/admin/companies/hubs/:uuid/generateTrackedItems',
    access: 'admin',
    handle: async (req) => {
      const { uuid } = parse(UuidParam, req.params);
      const { trackedItemsCount, type } = parse(GenerateTrackedItemsRequest, req.body ?? {});
      return {
        status: 200,
        body: await generateTracked(app, commandContextOf(app, req), {
          kind: 'TRACKED_ITEM',
          hubUuid: uuid,
          type,
          count: trackedItemsCount,
        }),
      };
    },
  },
  ...kindRoutes(app, 'collector', 'collectors'),
  ...kindRoutes(app, 'trackedItem', 'trackedItems'),
  // GET /api/collectors/{id} belongs to the collector definition (collector-definition.routes.ts).
  {
    method: 'get',
    path: '/api/trackedItems/:uuid',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await loadTracked(
        app,
        'trackedItem',
        parse(UuidParam, req.params).uuid,
        req.user.hubUuid,
      ),
    }),
  },
  {
    // Document 2 §7 names the call and its answer's state only; its meaning is in docs/decisions.md.
    method: 'post',
    path: '/api/trackedItems/:uuid',
    access: 'hub',
    handle: async (req) => {
      const { uuid } = parse(UuidParam, req.params);
      const { type } = parse(RetypeTrackedItemRequest, req.body ?? {});
      return {
        status: 200,
        body: await retypeTrackedItem(app, commandContextOf(app, req), {
          hubUuid: req.user.hubUuid,
          uuid,
          type,
        }),
      };
    },
  },
];
