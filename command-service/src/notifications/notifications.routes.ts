import { z } from 'zod';
import { NotificationsQuery } from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import {
  listNotifications,
  readAllNotifications,
  readNotification,
} from './notifications.handlers';

const UuidParam = z.object({ uuid: z.string().uuid('validationInvalid') });

/** The signed-in user's notifications (issue 15): each user reads and marks only their own. */
export const notificationRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/notifications',
    access: 'signedIn',
    handle: async (req) => ({
      status: 200,
      body: await listNotifications(app, req.user.uuid, parse(NotificationsQuery, req.query)),
    }),
  },
  {
    method: 'post',
    path: '/api/notifications/read',
    access: 'signedIn',
    handle: async (req) => ({
      status: 200,
      body: await readAllNotifications(app, commandContextOf(app, req), req.user.uuid),
    }),
  },
  {
    method: 'post',
    path: '/api/notifications/:uuid/read',
    access: 'signedIn',
    handle: async (req) => ({
      status: 200,
      body: await readNotification(
        app,
        commandContextOf(app, req),
        req.user.uuid,
        parse(UuidParam, req.params).uuid,
      ),
    }),
  },
];
