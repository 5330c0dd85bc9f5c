import { taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';
import { sql } from 'kysely';
import type { Database } from '../database.ts';

const ids = async (db: Database, table: 'providers' | 'locations') =>
  (await db.selectFrom(table).select('id').orderBy('id').limit(3).execute()).map((r) => r.id);

/** A few tasks on demo providers and locations, some overdue, so the task screens and counts show something. */
export async function seedTasks(db: Database, adminEmail: string) {
  const users = await db.selectFrom('users').select(['id', 'email']).execute();
  const by = (email: string) => users.find((u) => u.email === email)?.id;
  const [olga, pablo, admin] = [by('olga@example.com'), by('pablo@example.com'), by(adminEmail)];
  const [providers, locations] = await Promise.all([ids(db, 'providers'), ids(db, 'locations')]);
  if (!olga || !pablo || !admin || providers.length < 2 || locations.length < 2) return;
  const creators = [admin, olga, pablo];
  const day = (offset: number) => sql<string>`current_date + ${offset}::int`;
  const task = (
    subject: string,
    owner: number,
    offset: number,
    status: number,
    type: number,
    id: number | null,
  ) => ({
    subject,
    deadline: day(offset),
    // Created a week or more before the deadline, so the "created on" filter has days to tell apart.
    created_at: sql<Date>`now() - ${Math.abs(offset) + 7}::int * interval '1 day'`,
    owner_id: owner,
    status_id: status,
    object_type_id: type,
    object_id: id,
    created_by: creators[subject.length % creators.length],
    ...(status === 3 ? { completed_by: owner, completed_at: new Date() } : {}),
  });
  const { provider, location, none } = taskObjectTypes;
  await db
    .insertInto('tasks')
    .values([
      task('Confirm the 2027 rates', olga, -3, 1, provider, providers[0]),
      task('Ask for new voucher photos', olga, 5, 2, provider, providers[1]),
      task('Check luggage pick-up times', pablo, -1, 1, provider, providers[0]),
      task('Review the meeting points', olga, 2, 1, location, locations[0]),
      task('Update name variations', pablo, -7, 1, location, locations[1]),
      task('Renew the insurance policy list', olga, 10, 3, none, null),
      task('Plan the spring price review', admin, 20, 1, none, null),
    ])
    .execute();
}
