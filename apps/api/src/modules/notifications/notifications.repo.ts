import type { NotificationEvent, RelType } from '@trips/shared/modules/notifications/notifications.constants';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface NewNotification {
  userId: number;
  content: string;
  event: NotificationEvent;
  params: string[];
  relType: RelType | null;
  relId: number | null;
  fromUserId: number | null;
}

/** One user's notifications; every query is scoped to that user, so nobody reads or touches another's. */
export function createNotificationsRepo(db: Database) {
  const mine = (userId: number) => db.selectFrom('notifications as n').where('n.user_id', '=', userId);

  return {
    insert(rows: NewNotification[]) {
      return db
        .insertInto('notifications')
        .values(
          rows.map((r) => ({
            user_id: r.userId,
            content: r.content,
            event: r.event,
            params: JSON.stringify(r.params),
            rel_type: r.relType,
            rel_id: r.relId,
            from_user_id: r.fromUserId,
          })),
        )
        .execute();
    },

    async countUnread(userId: number) {
      const row = await mine(userId)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('n.is_read', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async countAll(userId: number) {
      const row = await mine(userId)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Newest first; one row more than asked tells whether another page exists. */
    page(userId: number, page: number, count: number) {
      return mine(userId)
        .leftJoin('users_view as f', 'f.id', 'n.from_user_id')
        .select([
          'n.id',
          'n.content',
          'n.event',
          'n.params',
          'n.rel_id',
          'n.rel_type',
          'n.is_read',
          'n.from_user_id',
          'n.created_at',
          sql<string | null>`nullif(trim(f.first_name || ' ' || f.last_name), '')`.as('from_user_name'),
        ])
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id', 'desc')
        .limit(count + 1)
        .offset((page - 1) * count)
        .execute();
    },

    async markRead(userId: number, id: number | null) {
      let query = db.updateTable('notifications').set({ is_read: 1 }).where('user_id', '=', userId);
      if (id !== null) query = query.where('id', '=', id);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async remove(userId: number, id: number | null) {
      let query = db.deleteFrom('notifications').where('user_id', '=', userId);
      if (id !== null) query = query.where('id', '=', id);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
