import { z } from 'zod';
import { PlasticCreditsQuery } from '@cairn/contracts';
import { type HubRow, plasticCredits } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { notFound } from '../command-handling/domain-error';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { scopedHubUuid } from '../hubs/organization-scope';

const HubParam = z.object({ uuid: z.string().uuid('validationInvalid') });

/** A hub without `enablePlasticCredits` has no credits to show: 404, as a record that does not exist. */
const creditsOf = async (app: AppContext, hubUuid: string, query: Record<string, unknown>) => {
  const { periodType } = parse(PlasticCreditsQuery, query);
  const hub = await app.rows.get<HubRow>('hubs', hubUuid);
  if (!hub?.enablePlasticCredits) throw notFound();
  return plasticCredits(app.rows, hub, periodType);
};

/** Plastic credits (docs/decisions.md): admins for any hub, a hub's users for their own (an organization's for its hubs). */
export const plasticCreditRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/admin/companies/hubs/:uuid/plasticCredits',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await creditsOf(app, parse(HubParam, req.params).uuid, req.query),
    }),
  },
  {
    method: 'get',
    path: '/api/plasticCredits',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await creditsOf(app, await scopedHubUuid(app, req.user!, req.query.hubUuid), req.query),
    }),
  },
];
