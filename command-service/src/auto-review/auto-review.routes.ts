import { AutoReviewRecheckRequest } from '@cairn/contracts';
import type { AppContext } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { z } from 'zod';
import { immediateReview, recheckHub } from './auto-review.handlers';

const UuidParam = z.object({ uuid: z.string().uuid('validationInvalid') });

export const autoReviewRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'post',
    path: '/api/admin/hubEvents/autoReview/recheck',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await recheckHub(app, parse(AutoReviewRecheckRequest, req.body ?? {})),
    }),
  },
  {
    method: 'get',
    path: '/api/fileUploads/:uuid/immediateReview',
    access: 'signedIn',
    handle: async (req) => ({
      status: 200,
      body: await immediateReview(app, parse(UuidParam, req.params).uuid, req.user.hubUuid),
    }),
  },
];
