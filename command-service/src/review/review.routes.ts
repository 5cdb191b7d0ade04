import { z } from 'zod';
import {
  AmendWeightRequest,
  HubEventExportRequest,
  RemoveAsDuplicateRequest,
  RemoveHubEventRequest,
  ReviewQueueQuery,
  ReviewHubEventRequest,
} from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import type { RouteHandler, RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { pagedQuery } from '../registration/registration.routes';
import type { ReviewHubEvent } from './hub-event.decider';
import { amendHubEventWeight, removeHubEvent } from './hub-event-changes.handlers';
import { exportHubEvents } from './hub-event-export';
import { ownHubEvent, searchHubEvents } from './hub-event.queries';
import { reviewHubEvent } from './review.handlers';
import { reviewQueueByWeek } from './review-queue.queries';
import { appAsOf } from '../audit-trail/time-travel';

const UuidParam = z.object({ uuid: z.string().uuid('validationInvalid') });

const review =
  (app: AppContext, type: ReviewHubEvent['type']): RouteHandler<'admin'> =>
  async (req) => {
    const { uuid } = parse(UuidParam, req.params);
    const body = parse(ReviewHubEventRequest, req.body ?? {});
    return {
      status: 200,
      body: await reviewHubEvent(app, commandContextOf(app, req), {
        ...body,
        uuid,
        type,
        reviewerUuid: req.user.uuid,
      }),
    };
  };

/** The export file is named after the day it was made (UTC). */
const exportFileName = (now: Date) => `hub-events-${now.toISOString().slice(0, 10)}.csv`;

export const reviewRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/hubEvents/:uuid',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await ownHubEvent(app, req.user.hubUuid, parse(UuidParam, req.params).uuid),
    }),
  },
  {
    method: 'get',
    path: '/api/admin/hubEvents',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await searchHubEvents(
        await appAsOf(app, req.query, ['hubEvents']),
        pagedQuery(req.query),
        undefined,
        req.query.includeRemoved === 'true',
      ),
    }),
  },
  {
    // The queue at a glance (issue 39): weekly counts by status and automatic-review tag.
    method: 'get',
    path: '/api/admin/hubEvents/reviewQueue',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await reviewQueueByWeek(app, parse(ReviewQueueQuery, req.query)),
    }),
  },
  {
    method: 'post',
    path: '/api/admin/hubEvents/export',
    access: 'admin',
    readOnly: true,
    handle: async (req) => {
      const { filters } = parse(HubEventExportRequest, req.body ?? {});
      const content = await exportHubEvents(app, filters);
      return {
        status: 200,
        file: {
          content: `\uFEFF${content}`,
          contentType: 'text/csv; charset=utf-8',
          fileName: exportFileName(app.now()),
        },
      };
    },
  },
  {
    method: 'post',
    path: '/api/admin/hubEvents/:uuid/approve',
    access: 'admin',
    handle: review(app, 'ApproveHubEvent'),
  },
  {
    method: 'post',
    path: '/api/admin/hubEvents/:uuid/flag',
    access: 'admin',
    handle: review(app, 'FlagHubEvent'),
  },
  {
    method: 'post',
    path: '/api/admin/hubEvents/:uuid/amendWeight',
    access: 'admin',
    handle: async (req) => {
      const { uuid } = parse(UuidParam, req.params);
      const { weight } = parse(AmendWeightRequest, req.body ?? {});
      return {
        status: 200,
        body: await amendHubEventWeight(app, commandContextOf(app, req), {
          uuid: uuid,
          weight: weight,
        }),
      };
    },
  },
  {
    method: 'post',
    path: '/api/admin/hubEvents/:uuid/remove',
    access: 'admin',
    handle: async (req) => {
      const { uuid } = parse(UuidParam, req.params);
      const body = parse(RemoveHubEventRequest, req.body ?? {});
      return {
        status: 200,
        body: await removeHubEvent(app, commandContextOf(app, req), { ...body, uuid: uuid }),
      };
    },
  },
  {
    method: 'post',
    path: '/api/admin/hubEvents/:uuid/removeAsDuplicate',
    access: 'admin',
    handle: async (req) => {
      const { uuid } = parse(UuidParam, req.params);
      const body = parse(RemoveAsDuplicateRequest, req.body ?? {});
      return {
        status: 200,
        body: await removeHubEvent(app, commandContextOf(app, req), { ...body, uuid: uuid }),
      };
    },
  },
];
