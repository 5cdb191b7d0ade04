import { MassBalanceQuery, MaterialFlowQuery } from '@cairn/contracts';
import type { AppContext } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { clearable, kindTotals, overview } from './mass-balance.calc';
import { appAsOf } from '../audit-trail/time-travel';
import { scopedHubUuid } from '../hubs/organization-scope';
import { materialFlow, type SupplierLookup } from './material-flow.calc';
import { notFound } from '../command-handling/domain-error';
import type { HubRow } from '@cairn/projection-service';

/** Instants compare as text only when written alike: normalise to UTC ISO. */
const query = (raw: Record<string, unknown>) => {
  const q = parse(MassBalanceQuery, raw);
  return {
    account: q.account,
    start: new Date(q.startDate).toISOString(),
    end: new Date(q.endDate).toISOString(),
  };
};

/** Hub calls: the caller's hub, or an ORGANIZATION's assigned hub named by `?hubUuid=` (organization-scope.ts). */
// A supplying hub's name is what the hub's registration form already offers: no personal data.
const hubLookup =
  (app: AppContext): SupplierLookup =>
  async (uuid) => {
    const hub = await app.rows.get<HubRow>('hubs', uuid);
    return hub ? { name: hub.name, type: hub.type } : null;
  };

export const massBalanceRoutes = (app: AppContext): RouteSpec[] => {
  const supplierLookup = hubLookup(app);
  return [
    {
      method: 'get',
      path: '/api/massBalance/overview',
      access: 'hub',
      handle: async (req) => {
        const q = query(req.query);
        const hubUuid = await scopedHubUuid(app, req.user, req.query.hubUuid);
        const rows = (await appAsOf(app, req.query, ['massBalance'])).rows;
        const range = { path: 'at', from: q.start, to: q.end };
        const flagged = overview(await kindTotals(rows, hubUuid, range, true), q.account).total;
        return {
          status: 200,
          body: {
            ...overview(await kindTotals(rows, hubUuid, range), q.account),
            flaggedTotal: flagged,
          },
        };
      },
    },
    {
      method: 'get',
      path: '/api/massBalance/clearable',
      access: 'hub',
      handle: async (req) => {
        const q = query(req.query);
        return {
          status: 200,
          body: clearable(
            await kindTotals(
              (await appAsOf(app, req.query, ['massBalance'])).rows,
              await scopedHubUuid(app, req.user, req.query.hubUuid),
              { path: 'at', to: q.end },
            ),
            q.account,
          ),
        };
      },
    },
    {
      method: 'get',
      path: '/api/massBalance/flow',
      access: 'hub',
      handle: async (req) => {
        const q = parse(MaterialFlowQuery, req.query);
        const hubUuid = await scopedHubUuid(app, req.user, req.query.hubUuid);
        const rows = (await appAsOf(app, req.query, ['massBalance'])).rows;
        return { status: 200, body: await materialFlow(rows, hubUuid, q, supplierLookup) };
      },
    },
    {
      method: 'get',
      path: '/api/admin/hubs/:uuid/flow',
      access: 'admin',
      handle: async (req) => {
        const q = parse(MaterialFlowQuery, req.query);
        if (!(await app.rows.get<HubRow>('hubs', req.params.uuid))) throw notFound();
        const rows = (await appAsOf(app, req.query, ['massBalance'])).rows;
        return { status: 200, body: await materialFlow(rows, req.params.uuid, q, supplierLookup) };
      },
    },
  ];
};
