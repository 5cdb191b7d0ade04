import {
  CreditIssuanceRequest,
  CreditRegistryQuery,
  CreditRetirementRequest,
  CreditSerialParam,
  CreditTransferRequest,
} from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { searchRegistry } from './credit-registry.queries';
import { issueCredits, moveCredits } from './credits.handlers';

/** Plastic credits with serials (issue 35, docs/credits.md): admins issue and move, anyone reads. */
export const creditRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'post',
    path: '/api/admin/credits/issuances',
    access: 'admin',
    handle: (req) =>
      issueCredits(app, commandContextOf(app, req), parse(CreditIssuanceRequest, req.body)),
  },
  {
    method: 'post',
    path: '/api/admin/credits/blocks/:serial/transfers',
    access: 'admin',
    handle: (req) => {
      const { serial } = parse(CreditSerialParam, req.params);
      const body = parse(CreditTransferRequest, req.body);
      return moveCredits(app, commandContextOf(app, req), serial, {
        type: 'TransferCredits',
        ...body,
      });
    },
  },
  {
    method: 'post',
    path: '/api/admin/credits/blocks/:serial/retirements',
    access: 'admin',
    handle: (req) => {
      const { serial } = parse(CreditSerialParam, req.params);
      const body = parse(CreditRetirementRequest, req.body);
      return moveCredits(app, commandContextOf(app, req), serial, {
        type: 'RetireCredits',
        ...body,
      });
    },
  },
  {
    // Public: serials, hubs, organizations and statuses only, no person (issue 35 §4).
    method: 'get',
    path: '/api/registry/credits',
    access: 'public',
    handle: async (req) => ({
      status: 200,
      body: await searchRegistry(app, parse(CreditRegistryQuery, req.query)),
    }),
  },
];
