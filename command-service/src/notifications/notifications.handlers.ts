import type { NotificationView, NotificationsPage, NotificationsQuery } from '@cairn/contracts';
import type { NotificationRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { notFound } from '../command-handling/domain-error';
import { notificationReadsDecider } from './alert.decider';
import { signFilePaths } from './notification-delivery';

/** A file link is signed when shown, so the stored row never holds a link that goes stale. */
const LINK_TTL_MS = 12 * 3600_000;
const view = (app: AppContext, row: NotificationRow): NotificationView => ({
  uuid: row.uuid,
  type: row.type,
  title: row.title,
  body: signFilePaths(app, row.body, LINK_TTL_MS),
  link: row.link && signFilePaths(app, row.link, LINK_TTL_MS),
  createdAt: row.createdAt,
  readAt: row.readAt,
});

const unreadOf = (app: AppContext, userUuid: string, size: number) =>
  app.rows.search<NotificationRow>(
    'notifications',
    { page: 0, size, filters: [] },
    { userUuid, state: 'UNREAD' },
  );

/** GET /api/notifications: the caller's own, newest first, and how many are unread. */
export const listNotifications = async (
  app: AppContext,
  userUuid: string,
  query: NotificationsQuery,
): Promise<NotificationsPage> => {
  const [page, unread] = await Promise.all([
    app.rows.search<NotificationRow>(
      'notifications',
      { page: query.page, size: query.size, filters: [] },
      { userUuid },
    ),
    unreadOf(app, userUuid, 1),
  ]);
  return {
    items: page.items.map((row) => view(app, row)),
    unread: unread.pagination.total,
    pagination: page.pagination,
  };
};

const markRead = async (
  app: AppContext,
  ctx: CommandContext,
  userUuid: string,
  uuids: string[],
) => {
  const stream = `notificationReads-${userUuid}`;
  await runCommand(app, ctx, async (reader) => {
    const reads = await reader.load(stream, notificationReadsDecider);
    const events = notificationReadsDecider.decide(
      { type: 'MarkNotificationsRead', userUuid, uuids, at: ctx.now },
      reads,
    );
    return {
      appends: [{ streamId: stream, events }],
      result: { status: 200, body: {} },
    };
  });
};

/** POST /api/notifications/{uuid}/read: another user's notification is 404, as one that does not exist. */
export const readNotification = async (
  app: AppContext,
  ctx: CommandContext,
  userUuid: string,
  uuid: string,
): Promise<NotificationView> => {
  const row = await app.rows.get<NotificationRow>('notifications', uuid);
  if (!row || row.userUuid !== userUuid) throw notFound();
  if (!row.readAt) await markRead(app, ctx, userUuid, [uuid]);
  // Read again for its readAt; gone meanwhile (the user removed), it is not found as any other.
  const read = await app.rows.get<NotificationRow>('notifications', uuid);
  if (!read) throw notFound();
  return view(app, read);
};

/** POST /api/notifications/read: every unread notification of the caller. */
export const readAllNotifications = async (
  app: AppContext,
  ctx: CommandContext,
  userUuid: string,
): Promise<{ unread: number }> => {
  // In batches of 500; bounded, so a batch that cannot be marked never loops forever.
  for (let batch = 0; batch < 100; batch++) {
    const unread = await unreadOf(app, userUuid, 500);
    if (unread.items.length === 0) break;
    await markRead(
      app,
      { ...ctx, commandId: `${ctx.commandId}:${unread.items[0].uuid}` },
      userUuid,
      unread.items.map((r) => r.uuid),
    );
  }
  return { unread: (await unreadOf(app, userUuid, 1)).pagination.total };
};
