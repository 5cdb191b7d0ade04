import type { StoredEvent } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { foldRows } from '../projection';
import { type NotificationRow, notificationsProjection } from './notifications.projection';

let position = 0;
const stored = (event: Pick<StoredEvent, 'type' | 'data'>): StoredEvent =>
  ({
    ...event,
    id: `e${++position}`,
    schemaVersion: 1,
    streamId: 's',
    streamPosition: position,
    globalPosition: String(position),
    metadata: {
      actorUuid: null,
      commandId: `c${position}`,
      correlationId: 'x',
      causationId: null,
      occurredAt: '2026-01-01T00:00:00Z',
    },
  }) as StoredEvent;

const notified = (uuid: string, userUuid: string) =>
  stored({
    type: 'UserNotified',
    data: {
      uuid,
      userUuid,
      alertUuid: 'a1',
      alertType: 'HUB_EVENT_FLAGGED',
      title: 'Flagged',
      body: 'b',
      link: '/hub-event/h1',
      outbox: true,
      at: '2026-01-02T10:00:00Z',
    },
  });

describe('the notifications projection', () => {
  it('keeps one unread row per notification of a user', () => {
    const rows = foldRows(notificationsProjection, [notified('n1', 'u1')]);
    expect(rows.get('n1')).toMatchObject({
      userUuid: 'u1',
      type: 'HUB_EVENT_FLAGGED',
      link: '/hub-event/h1',
      readAt: null,
      state: 'UNREAD',
    });
  });

  it('marks it read once, at the first read, and never for another user', () => {
    const rows = foldRows(notificationsProjection, [
      notified('n1', 'u1'),
      stored({
        type: 'NotificationRead',
        data: { uuid: 'n1', userUuid: 'u2', at: '2026-01-02T11:00:00Z' },
      }),
      stored({
        type: 'NotificationRead',
        data: { uuid: 'n1', userUuid: 'u1', at: '2026-01-02T12:00:00Z' },
      }),
      stored({
        type: 'NotificationRead',
        data: { uuid: 'n1', userUuid: 'u1', at: '2026-01-02T13:00:00Z' },
      }),
    ]);
    expect(rows.get('n1') as NotificationRow).toMatchObject({
      readAt: '2026-01-02T12:00:00Z',
      state: 'READ',
    });
  });
});
