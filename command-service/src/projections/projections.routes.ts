import { z } from 'zod';
import { SNAPSHOT_NAME, SnapshotRequest } from '@cairn/contracts';
import type { AppContext } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { pagedQuery } from '../registration/registration.routes';
import {
  cancelRebuild,
  listSnapshots,
  projectionsStatus,
  snapshotCsv,
  snapshotRows,
  startRebuild,
  takeSnapshot,
} from './projections.handlers';

const NameParam = z.object({
  name: z.string().min(1, 'validationRequired').max(100, 'validationExceedsMaxLength'),
});
const nameOf = (params: Record<string, string>) => parse(NameParam, params).name;
/** A snapshot's name as it was given (SNAPSHOT_NAME): anything else is refused before it reaches a query. */
const SnapshotParam = z.object({ name: z.string().regex(SNAPSHOT_NAME, 'validationInvalid') });
const snapshotOf = (params: Record<string, string>) => parse(SnapshotParam, params).name;

/** Projection operations for admins and analysts: status, blue/green rebuilds, snapshots to a point in time. */
export const projectionRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/admin/projections',
    access: 'admin',
    handle: async () => ({ status: 200, body: await projectionsStatus(app) }),
  },
  {
    method: 'post',
    path: '/api/admin/projections/:name/rebuild',
    access: 'admin',
    handle: async (req) => ({ status: 202, body: startRebuild(app, nameOf(req.params)) }),
  },
  {
    method: 'post',
    path: '/api/admin/projections/:name/rebuild/cancel',
    access: 'admin',
    handle: async (req) => ({ status: 200, body: await cancelRebuild(app, nameOf(req.params)) }),
  },
  {
    method: 'post',
    path: '/api/admin/projections/:name/snapshots',
    access: 'admin',
    readOnly: true,
    handle: async (req) => ({
      status: 201,
      body: await takeSnapshot(app, nameOf(req.params), parse(SnapshotRequest, req.body ?? {})),
    }),
  },
  {
    method: 'get',
    path: '/api/admin/projections/snapshots',
    access: 'admin',
    handle: async () => ({ status: 200, body: await listSnapshots(app) }),
  },
  {
    method: 'get',
    path: '/api/admin/projections/snapshots/:name/rows',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await snapshotRows(app, snapshotOf(req.params), pagedQuery(req.query), req.user.role),
    }),
  },
  {
    method: 'get',
    path: '/api/admin/projections/snapshots/:name/export',
    access: 'admin',
    handle: async (req) => {
      const name = snapshotOf(req.params);
      return {
        status: 200,
        file: {
          content: `\uFEFF${await snapshotCsv(app, name, req.user.role)}`,
          contentType: 'text/csv; charset=utf-8',
          fileName: `snapshot-${name}.csv`,
        },
      };
    },
  },
];
