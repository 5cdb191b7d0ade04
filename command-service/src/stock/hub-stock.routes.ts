import { z } from 'zod';
import type { AppContext } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { hubStock, hubStockCsv } from './hub-stock.queries';
import { appAsOf } from '../audit-trail/time-travel';
import { scopedHubUuid } from '../hubs/organization-scope';

/** What the stock is computed from, folded again for `asOf=` (docs/decisions.md). */
const STOCK_MODELS = ['hubStock', 'hubs', 'materialPrices'];
/** The day whose prices value the stock: the `asOf` instant's, else today (UTC). */
const priceDay = (app: AppContext, query: Record<string, unknown>) =>
  (typeof query.asOf === 'string' && query.asOf ? new Date(query.asOf) : app.now())
    .toISOString()
    .slice(0, 10);

const StockQuery = z.object({
  hubUuid: z
    .string()
    .uuid('validationInvalid')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
const hubUuidOf = (query: Record<string, unknown>) => parse(StockQuery, query).hubUuid ?? null;

export const hubStockRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/admin/hubs/stock',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await hubStock(
        await appAsOf(app, req.query, STOCK_MODELS),
        hubUuidOf(req.query),
        priceDay(app, req.query),
      ),
    }),
  },
  {
    // A hub's own stock for its users; an ORGANIZATION's users name an assigned hub (`?hubUuid=`).
    method: 'get',
    path: '/api/stock',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await hubStock(app, await scopedHubUuid(app, req.user!, req.query.hubUuid)),
    }),
  },
  {
    method: 'post',
    path: '/api/admin/hubs/stock/export',
    access: 'admin',
    readOnly: true,
    handle: async (req) => {
      const rows = await hubStock(app, hubUuidOf(req.query));
      const fileName = `hub-stock-${app.now().toISOString().slice(0, 10)}.csv`;
      return {
        status: 200,
        file: {
          content: `\uFEFF${hubStockCsv(rows)}`,
          contentType: 'text/csv; charset=utf-8',
          fileName,
        },
      };
    },
  },
];
