import type { Database } from '../database.ts';

/**
 * The travellers' own page in the demo: the Hospedajes demo trip (its customer complete, a companion's
 * passport still missing) gets a live link, which its Travellers panel shows to copy.
 */
export async function seedTravellerLinkDemo(db: Database, adminEmail: string) {
  const trip = await db
    .selectFrom('trips')
    .select('id')
    .where('trip_name', '=', 'Hospedajes demo: Santiago weekend')
    .executeTakeFirst();
  if (!trip) return;
  const admin = await db.selectFrom('users').select('id').where('email', '=', adminEmail).executeTakeFirst();
  await db
    .insertInto('traveller_links')
    .values({ trip_id: trip.id, created_by: admin?.id ?? null, created_at: new Date() })
    .execute();
}
