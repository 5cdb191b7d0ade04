import { z } from 'zod';
import { SetMaterialPriceRequest } from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { listPrices, setMaterialPrice } from './prices.handlers';

const HubParam = z.object({ uuid: z.string().uuid('validationInvalid') });

/** A hub's price list (docs/decisions.md "Prices"): admins keep it; stock rows take today's price. */
export const priceRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/admin/companies/hubs/:uuid/prices',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await listPrices(app, parse(HubParam, req.params).uuid),
    }),
  },
  {
    method: 'post',
    path: '/api/admin/companies/hubs/:uuid/prices',
    access: 'admin',
    handle: async (req) => ({
      status: 201,
      body: await setMaterialPrice(app, commandContextOf(app, req), {
        ...parse(SetMaterialPriceRequest, req.body),
        hubUuid: parse(HubParam, req.params).uuid,
      }),
    }),
  },
];
