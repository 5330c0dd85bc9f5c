import { notificationPageSize } from '@trips/shared/modules/notifications/notifications.constants';
import type { NotificationsPage } from '@trips/shared/modules/notifications/notifications.schema';
import { api } from '../../lib/api';

type Done = { success: true; messages?: string[] };

export const notificationsApi = {
  count: (signal?: AbortSignal) =>
    // Quiet: a poll every few seconds must not stack a network toast each time the server is away.
    api.get<{ count: number }>('notification/count-new', { quiet: true, signal }),
  page: (page: number, signal?: AbortSignal) =>
    api.post<NotificationsPage>('notification/get', { page, count: notificationPageSize }, { signal }),
  markAsRead: (id: number) => api.post<Done>('notification/mark-as-read', { id }),
  markAllAsRead: () => api.post<Done>('notification/mark-all-as-read'),
  remove: (id: number) => api.post<Done>('notification/delete', { id }),
  removeAll: () => api.post<Done>('notification/delete-all'),
};
