import { AutoReviewRecheckRequest } from '@cairn/contracts';
import type { AppContext } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { recheckHub } from './auto-review.handlers';

export const autoReviewRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'post', path: '/api/admin/hubEvents/autoReview/recheck', access: 'admin',
    handle: async (req) => ({ status: 200, body: await recheckHub(app, parse(AutoReviewRecheckRequest, req.body ?? {})) }),
  },
];
