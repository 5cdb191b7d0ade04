import type { NotificationView } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import {
  badgeText,
  freshNotifications,
  isFileLink,
  plainBody,
  shouldOfferPermission,
} from './notification-items';

const n = (uuid: string, createdAt: string, readAt: string | null = null): NotificationView => ({
  uuid,
  type: 'HUB_EVENT_FLAGGED',
  title: uuid,
  body: '',
  link: null,
  createdAt,
  readAt,
});

describe('the bell', () => {
  it('shows the unread count, capped', () => {
    expect([0, 1, 99, 100].map(badgeText)).toEqual([null, '1', '99', '99+']);
  });

  it("a report's body without its CSV links, for the system notification", () => {
    expect(
      plainBody(
        'Data export of Hub for 2026-11-24 to 2026-11-24 (UTC). CSV: /files/a.csv?exp=1&sig=x /files/b.csv?exp=1&sig=y',
      ),
    ).toBe('Data export of Hub for 2026-11-24 to 2026-11-24 (UTC).');
    expect(plainBody('The registration was flagged.')).toBe('The registration was flagged.');
  });

  it('opens files, follows app paths', () => {
    expect(isFileLink('/files/abc.xlsx?exp=1&sig=x')).toBe(true);
    expect(isFileLink('/hub-event/abc')).toBe(false);
  });
});

describe('browser notifications', () => {
  it('the first list only sets the mark; later, unread ones newer than it are shown once', () => {
    const first = freshNotifications([n('a', '2026-11-25T10:00:00Z')], null);
    expect(first).toEqual({ show: [], seenUntil: '2026-11-25T10:00:00Z' });
    const second = freshNotifications(
      [
        n('b', '2026-11-25T11:00:00Z'),
        n('c', '2026-11-25T11:30:00Z', '2026-11-25T11:31:00Z'),
        n('a', '2026-11-25T10:00:00Z'),
      ],
      first.seenUntil,
    );
    expect(second.show.map((x) => x.uuid)).toEqual(['b']);
    expect(freshNotifications([n('b', '2026-11-25T11:00:00Z')], second.seenUntil).show).toEqual([]);
  });

  it('offers the permission prompt only while the browser has not been asked and it was not dismissed', () => {
    expect(shouldOfferPermission('default', false)).toBe(true);
    expect(shouldOfferPermission('default', true)).toBe(false);
    expect(shouldOfferPermission('granted', false)).toBe(false);
    expect(shouldOfferPermission('denied', false)).toBe(false);
    expect(shouldOfferPermission('unsupported', false)).toBe(false);
  });
});
