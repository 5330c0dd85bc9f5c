import { cancelledServiceStatusIds } from '@trips/shared/modules/trips/trips.constants';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { TravellerLinkAccessesTable } from '../../db/tables/traveller-links.ts';
import { createVouchersRepo } from '../vouchers/index.ts';

const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** A trip's links, the page's access log and the link emails sent. */
export function createTravellerLinksRepo(db: Database) {
  return {
    live: (tripId: number) =>
      db
        .selectFrom('traveller_links')
        .selectAll()
        .where('trip_id', '=', tripId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst(),
    byId: (id: number) =>
      db.selectFrom('traveller_links').selectAll().where('id', '=', id).executeTakeFirst(),
    create: (tripId: number, userId: number | null, now: Date) =>
      db
        .insertInto('traveller_links')
        .values({ trip_id: tripId, created_by: userId, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow(),
    revoke: (tripId: number, now: Date) =>
      db
        .updateTable('traveller_links')
        .set({ revoked_at: now })
        .where('trip_id', '=', tripId)
        .where('revoked_at', 'is', null)
        .execute(),
    log: (entry: Omit<TravellerLinkAccessesTable, 'id' | 'outcome'> & { outcome?: string }) =>
      db.insertInto('traveller_link_accesses').values(entry).execute(),
    /** The trip as its travellers may see it: never prices, costs, staff or notes. */
    trip: (tripId: number) =>
      db
        .selectFrom('trips as t')
        .leftJoin('brandings_view as b', 'b.id', 't.branding_id')
        .select([
          't.id',
          't.trip_name',
          't.holiday_name',
          't.customer_title',
          't.language_id',
          't.trip_type_id',
          't.general_status_id',
          't.customer_email',
          't.customer_first_name',
          't.travellers',
          'b.name as brand',
          day('t.start_date').as('start_date'),
          day('t.end_date').as('end_date'),
        ])
        .where('t.id', '=', tripId)
        .executeTakeFirst(),
    nights: (tripId: number) =>
      db
        .selectFrom('trip_accommodations as a')
        .leftJoin('providers_view as p', 'p.id', 'a.provider_id')
        .leftJoin('locations_view as l', 'l.id', 'a.location_id')
        .select([
          day('a.checkin_date').as('checkin'),
          day('a.checkout_date').as('checkout'),
          'p.commercial_name as hotel',
          'l.name as town',
        ])
        .where('a.trip_id', '=', tripId)
        .where('a.checkin_date', 'is not', null)
        .where('a.trip_service_status_id', 'not in', cancelledServiceStatusIds)
        .orderBy('a.checkin_date')
        .execute(),
    hasPack: async (tripId: number) => (await createVouchersRepo(db).find(tripId)) !== undefined,
    countries: (lang: 'en' | 'es' | 'de') =>
      db
        .selectFrom('countries')
        .select(['id', 'iso2'])
        .select(
          lang === 'en'
            ? sql<string>`name`.as('name')
            : sql<string>`coalesce(${sql.ref(`name_${lang}`)}, name)`.as('name'),
        )
        .where('is_visible', '=', true)
        .orderBy('name')
        .execute(),
  };
}
