import type { NotificationView } from '@cairn/contracts';

/** What the bell's badge shows: the count, "99+" past 99, nothing at 0. */
export const badgeText = (unread: number): string | null =>
  unread <= 0 ? null : unread > 99 ? '99+' : String(unread);

/** A signed file link opens the file; an app path is followed inside the app. */
export const isFileLink = (link: string) => link.startsWith('/files/') || /^https?:/.test(link);

/**
 * The notifications to show through the browser's Notification API: unread ones newer than the
 * newest already seen. The first list after opening the app sets the mark and shows nothing, so
 * opening the app does not replay old alerts.
 */
export const freshNotifications = (
  items: readonly NotificationView[],
  seenUntil: string | null,
): { show: NotificationView[]; seenUntil: string | null } => {
  const newest = items.reduce<string | null>(
    (max, n) => (max === null || n.createdAt > max ? n.createdAt : max),
    seenUntil,
  );
  if (seenUntil === null) return { show: [], seenUntil: newest };
  return { show: items.filter((n) => !n.readAt && n.createdAt > seenUntil), seenUntil: newest };
};

/** The in-app prompt is offered once: only while the browser has not been asked and the user did not say "not now". */
export const shouldOfferPermission = (
  permission: NotificationPermission | 'unsupported',
  dismissed: boolean,
): boolean => permission === 'default' && !dismissed;

/** The body as plain text: a report's signed CSV links left out (the notification opens the workbook). */
export const plainBody = (body: string): string => body.replace(/\s*CSV: .*$/, '');
