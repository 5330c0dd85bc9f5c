import { notify } from '../../modules/notifications/notifications.service.ts';
import type { Database } from '../database.ts';

const idOf = async (db: Database, email: string) =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id;

/** A few notifications so a newcomer sees the bell at work; written through the same service modules use. */
export async function seedDemoNotifications(db: Database, adminEmail: string) {
  const [admin, olga] = await Promise.all([idOf(db, adminEmail), idOf(db, 'olga@example.com')]);
  if (!admin || !olga) return;
  await notify(db, {
    userIds: [admin, olga],
    event: 'welcome',
  });
  const location = await db
    .selectFrom('locations')
    .select(['id', 'name'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (location) {
    await notify(db, {
      userIds: [admin],
      event: 'reviewMeetingPoints',
      params: ['Olga Ortega', location.name],
      relType: 'location',
      relId: location.id,
      fromUserId: olga,
    });
  }
}
