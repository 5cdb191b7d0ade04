import { z } from 'zod';
import { type AppContext, commandContextOf } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { listListings, syncMarketplace } from './marketplace.handlers';

const UuidParam = z.object({ uuid: z.string().uuid('validationInvalid') });
const ListingsQuery = z.object({ hubUuid: z.string().uuid('validationInvalid').optional() });

export const marketplaceRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'post',
    path: '/api/admin/companies/hubs/:uuid/syncMarketplace',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await syncMarketplace(
        app,
        commandContextOf(app, req),
        parse(UuidParam, req.params).uuid,
      ),
    }),
  },
  {
    // Hub users read their own hub's listing only; admins read any or all.
    method: 'get',
    path: '/api/marketplace/listings',
    access: 'signedIn',
    handle: async (req) => {
      const { hubUuid } = parse(ListingsQuery, req.query);
      const own = req.user.hubUuid;
      if (own && hubUuid && hubUuid !== own) return { status: 200, body: [] };
      return { status: 200, body: await listListings(app, own ?? hubUuid) };
    },
  },
];
