import {
  type NotificationEvent,
  notificationEvents,
  notificationText,
  type RelType,
} from '@trips/shared/modules/notifications/notifications.constants';
import type { Database } from '../../db/database.ts';
import { readerTexts } from '../../engine/i18n/record-names.ts';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { createNotificationsRepo } from './notifications.repo.ts';

export interface NotifyInput {
  userIds: readonly number[];
  event: NotificationEvent;
  params?: readonly string[];
  relType?: RelType | null;
  relId?: number | null;
  /** Who caused it; that user is not notified of their own action. */
  fromUserId?: number | null;
}

/**
 * Tells users about something in-app. Pass the transaction of the change that causes it, so the
 * notification exists exactly when the change does. The bell polls the unread count (see NotificationBell).
 */
export async function notify(executor: Database, input: NotifyInput) {
  const fromUserId = input.fromUserId ?? null;
  const userIds = [...new Set(input.userIds)].filter((id) => id !== fromUserId);
  if (userIds.length === 0) return 0;
  const relType = input.relType ?? null;
  const relId = relType ? (input.relId ?? null) : null;
  const params = [...(input.params ?? [])];
  const content = notificationText(input.event, params).trim().slice(0, 1000);
  await createNotificationsRepo(executor).insert(
    userIds.map((userId) => ({ userId, content, event: input.event, params, relType, relId, fromUserId })),
  );
  return userIds.length;
}

const missing = () => notFound('Notification not found');

/** The signed-in user's own notifications: list, count, mark read and delete (spec part 1 §4, §7). */
export function createNotificationsService(db: Database) {
  const repo = createNotificationsRepo(db);

  return {
    countNew: async (userId: number) => ({ success: true as const, count: await repo.countUnread(userId) }),

    async page(userId: number, page: number, count: number) {
      const [rows, allCount] = await Promise.all([repo.page(userId, page, count), repo.countAll(userId)]);
      const shown = rows.slice(0, count);
      // Values the automation wrote (a task's subject, a row) in the reader's language, rows named by people.
      const values = await Promise.all(
        shown.map(({ params }) => readerTexts(db, Array.isArray(params) ? params : [])),
      );
      const notifications = shown.map(({ created_at, is_read, event, params: _stored, ...row }, i) => ({
        ...row,
        event: notificationEvents.includes(event as NotificationEvent) ? (event as NotificationEvent) : null,
        params: values[i]!,
        is_read: is_read ? (1 as const) : (0 as const),
        created_date: new Date(created_at).toISOString(),
      }));
      return { success: true as const, notifications, all_count: allCount, has_more: rows.length > count };
    },

    async markAsRead(userId: number, id: number) {
      if ((await repo.markRead(userId, id)) === 0) throw missing();
      return ok('Notification marked as read');
    },

    async markAllAsRead(userId: number) {
      await repo.markRead(userId, null);
      return ok('All notifications marked as read');
    },

    async remove(userId: number, id: number) {
      if ((await repo.remove(userId, id)) === 0) throw missing();
      return ok('Notification deleted');
    },

    async removeAll(userId: number) {
      await repo.remove(userId, null);
      return ok('All notifications deleted');
    },
  };
}
