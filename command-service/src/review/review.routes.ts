import { z } from 'zod';
import { ReviewHubEventRequest } from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { pagedQuery } from '../registration/registration.routes';
import type { ReviewHubEvent } from './hub-event.decider';
import { searchHubEvents } from './hub-event.queries';
import { reviewHubEvent } from './review.handlers';

const UuidParam = z.object({ uuid: z.string().uuid('validationInvalid') });

const review = (app: AppContext, type: ReviewHubEvent['type']): RouteSpec['handle'] => async (req) => {
  const { uuid } = parse(UuidParam, req.params);
  const body = parse(ReviewHubEventRequest, req.body ?? {});
  return { status: 200, body: await reviewHubEvent(app, commandContextOf(app, req), req.user!.uuid, uuid, type, body) };
};

export const reviewRoutes = (app: AppContext): RouteSpec[] => [
  { method: 'get', path: '/api/admin/hubEvents', access: 'admin', handle: async (req) => ({ status: 200, body: await searchHubEvents(app, pagedQuery(req.query)) }) },
  { method: 'post', path: '/api/admin/hubEvents/:uuid/approve', access: 'admin', handle: review(app, 'ApproveHubEvent') },
  { method: 'post', path: '/api/admin/hubEvents/:uuid/flag', access: 'admin', handle: review(app, 'FlagHubEvent') },
];
