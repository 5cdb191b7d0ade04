import type { NotificationView, NotificationsPage } from '@cairn/contracts';
import useSWR from 'swr';
import { fetcher, post } from '../api/request';

/** The bell's list: the newest 20, polled while the app is open (new alerts come from the server's reactors). */
export const NOTIFICATIONS_KEY = '/api/notifications?size=20';
const REFRESH_MS = 30_000;

export const useNotifications = () =>
  useSWR<NotificationsPage>(NOTIFICATIONS_KEY, fetcher, {
    refreshInterval: REFRESH_MS,
    revalidateOnFocus: true,
  });

export const markRead = (uuid: string) =>
  post<NotificationView>(`/api/notifications/${uuid}/read`, undefined, { silent: true });
export const markAllRead = () =>
  post<{ unread: number }>('/api/notifications/read', undefined, { silent: true });
