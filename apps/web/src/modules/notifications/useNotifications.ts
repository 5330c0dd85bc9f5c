import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { toastSuccessMessages } from '../../lib/api';
import { notificationsApi } from './notificationsApi';

export const unreadCountQueryKey = ['notifications', 'count-new'] as const;
export const notificationListKey = ['notifications', 'list'] as const;

/** The panel's list, 15 a page, loaded only while the panel is open. */
export function useNotificationList(opened: boolean) {
  return useInfiniteQuery({
    queryKey: notificationListKey,
    queryFn: ({ pageParam, signal }) => notificationsApi.page(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
    enabled: opened,
    staleTime: 0,
  });
}

/** After every action the list reloads from page 1 and the unread count refreshes (spec part 1 §4). */
export function useReloadNotifications() {
  const client = useQueryClient();
  return () => {
    void client.resetQueries({ queryKey: notificationListKey });
    void client.invalidateQueries({ queryKey: unreadCountQueryKey });
  };
}

/** One panel action; `toast` false for the quiet mark-as-read of opening a notification. */
export function useNotificationAction<T>(action: (arg: T) => Promise<unknown>, toast = true) {
  const reload = useReloadNotifications();
  return useMutation({
    mutationFn: action,
    onSuccess: (body) => {
      if (toast) toastSuccessMessages(body);
    },
    onSettled: reload,
  });
}
