import type { AlertType } from '@cairn/contracts';
import { defineProjection } from '../projection';

/** One notification of one user; `state` is text so every read store filters it alike. */
export interface NotificationRow {
  uuid: string;
  userUuid: string;
  alertUuid: string;
  type: AlertType;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  readAt: string | null;
  state: 'UNREAD' | 'READ';
}

/** Each user's notifications (issue 15): a read model of the UserNotified and NotificationRead events. */
export const notificationsProjection = defineProjection<NotificationRow>()({
  name: 'notifications',
  model: {
    name: 'notifications',
    fields: {
      CREATED_AT: { path: 'createdAt', type: 'timestamp' },
      STATE: { path: 'state', type: 'text' },
    },
    sortBy: 'createdAt',
    indexes: ['userUuid'],
  },
  handles: ['UserNotified', 'NotificationRead'],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'UserNotified': {
        const d = event.data;
        return {
          uuid: d.uuid,
          userUuid: d.userUuid,
          alertUuid: d.alertUuid,
          type: d.alertType,
          title: d.title,
          body: d.body,
          link: d.link,
          createdAt: d.at,
          readAt: null,
          state: 'UNREAD',
        };
      }
      case 'NotificationRead':
        // The first read counts; a row of another user is never touched (the command checks too).
        return row && row.userUuid === event.data.userUuid && !row.readAt
          ? { ...row, readAt: event.data.at, state: 'READ' }
          : row;
      default:
        return row;
    }
  },
});
