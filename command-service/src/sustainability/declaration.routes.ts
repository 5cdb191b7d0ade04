import { z } from 'zod';
import { DeclarationPeriodQuery } from '@cairn/contracts';
import type { AppContext } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import {
  clearanceDeclaration,
  declarableClearances,
  periodDeclaration,
} from './declaration.queries';

const UuidParam = z.object({ uuid: z.string().uuid('validationInvalid') });

/** Sustainability declarations of a recycler with `generateSustainabilityDeclaration` (docs/decisions.md). */
export const declarationRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/sustainabilityDeclarations',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await declarableClearances(app, req.user.hubUuid),
    }),
  },
  {
    method: 'get',
    path: '/api/admin/companies/hubs/:uuid/sustainabilityDeclarations',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await declarableClearances(app, parse(UuidParam, req.params).uuid),
    }),
  },
  {
    method: 'get',
    path: '/api/sustainabilityDeclarations/period',
    access: 'hub',
    handle: (req) =>
      periodDeclaration(
        app,
        req.user.hubUuid,
        parse(DeclarationPeriodQuery, req.query),
        req.timeZone,
      ),
  },
  {
    method: 'get',
    path: '/api/admin/companies/hubs/:uuid/sustainabilityDeclarations/period',
    access: 'admin',
    handle: (req) =>
      periodDeclaration(
        app,
        parse(UuidParam, req.params).uuid,
        parse(DeclarationPeriodQuery, req.query),
        req.timeZone,
      ),
  },
  {
    method: 'get',
    path: '/api/materialClearances/:uuid/sustainabilityDeclaration',
    access: 'hub',
    handle: (req) => clearanceDeclaration(app, parse(UuidParam, req.params).uuid, req.user.hubUuid),
  },
  {
    method: 'get',
    path: '/api/admin/materialClearances/:uuid/sustainabilityDeclaration',
    access: 'admin',
    handle: (req) => clearanceDeclaration(app, parse(UuidParam, req.params).uuid, null),
  },
];
