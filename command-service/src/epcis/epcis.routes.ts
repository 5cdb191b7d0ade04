import { z } from 'zod';
import { EpcisEventsQuery, EpcisExportQuery } from '@cairn/contracts';
import type { AppContext } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { epcisEvent, epcisEvents, epcisExport } from './epcis.handlers';

const EventIdParam = z.object({
  eventID: z.string().min(1, 'validationRequired').max(500, 'validationInvalid'),
});

/** The EPCIS 2.0 query interface (REST binding, JSON-LD) and the admins' bulk export (issue 34). */
export const epcisRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/epcis/events',
    access: 'signedIn',
    handle: (req) => epcisEvents(app, req.user, parse(EpcisEventsQuery, req.query), req.query),
  },
  {
    method: 'get',
    path: '/epcis/events/:eventID',
    access: 'signedIn',
    handle: (req) => epcisEvent(app, req.user, parse(EventIdParam, req.params).eventID),
  },
  {
    method: 'get',
    path: '/api/admin/epcis/export',
    access: 'admin',
    handle: (req) => epcisExport(app, parse(EpcisExportQuery, req.query)),
  },
];
