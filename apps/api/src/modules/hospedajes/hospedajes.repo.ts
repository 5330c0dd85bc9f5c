import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { contractDate, isNight, missingOf, nightsQuery, peopleOf } from './hospedajes.sql.ts';

const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

export type NewCommunication = {
  accommodation_id: number;
  trip_id: number | null;
  operation: 'A' | 'B';
  state: 'sent' | 'rejected';
  xml: string;
  batch?: string;
  error?: string;
  created_at: Date;
  answered_at?: Date | null;
};

/** The nights, their travellers and the communications the Ministry was sent about them. */
export function createHospedajesRepo(db: Database) {
  return {
    /** A night as the RH communication names it, with what it lacks; undefined when not a night to send. */
    night: (accommodationId: number) =>
      nightsQuery(db)
        .where(isNight)
        .where('a.id', '=', accommodationId)
        .select([
          'a.id',
          'a.trip_id',
          'a.trip_service_status_id',
          day('a.checkin_date').as('checkin'),
          day('a.checkout_date').as('checkout'),
          peopleOf.as('people'),
          sql<number>`a.individual_rooms + a.double_rooms + a.twin_rooms + a.triple_rooms`.as('rooms'),
          sql<string>`to_char(${contractDate}, 'YYYY-MM-DD')`.as('contract_date'),
          missingOf.as('missing'),
          'p.commercial_name',
          'p.address',
          'p.postal_code',
          'p.city',
          sql<number | null>`c.id`.as('last_id'),
          sql<string | null>`c.state`.as('last_state'),
          sql<string | null>`c.operation`.as('last_operation'),
          sql<string | null>`c.xml`.as('last_xml'),
        ])
        .executeTakeFirst(),
    travellers: (tripId: number) =>
      db
        .selectFrom('trip_travellers as tv')
        .leftJoin('countries as n', 'n.id', 'tv.nationality_id')
        .leftJoin('countries as r', 'r.id', 'tv.country_id')
        .selectAll('tv')
        .select([day('tv.birth_date').as('birth'), 'n.iso2 as nationality_iso2', 'r.iso2 as country_iso2'])
        .where('tv.trip_id', '=', tripId)
        .orderBy('tv.position')
        .execute(),
    /**
     * Nights to send: ready (nothing missing), never sent, or rejected (the sender skips an unchanged XML).
     * Communications to cancel: the night's latest is an accepted A and the night is cancelled or gone.
     */
    async work(tripId?: number) {
      let nights = nightsQuery(db)
        .where(isNight)
        .where(
          sql<boolean>`a.trip_service_status_id = ${serviceStatus.confirmed} and (c.id is null or c.state = 'rejected')`,
        )
        .where(sql<boolean>`${missingOf} = ''`)
        .select('a.id');
      if (tripId !== undefined) nights = nights.where('a.trip_id', '=', tripId);
      const toSend = await nights.execute();
      const toCancel = await sql<{ id: number }>`select c.id from hospedajes_communications c
        where c.operation = 'A' and c.state = 'accepted'
          and c.id = (select max(x.id) from hospedajes_communications x where x.accommodation_id = c.accommodation_id)
          and not exists (select 1 from trip_accommodations a where a.id = c.accommodation_id
            and a.trip_service_status_id <> ${serviceStatus.cancelled})
          ${tripId === undefined ? sql`` : sql`and c.trip_id = ${tripId}`}`.execute(db);
      return { toSend, toCancel: toCancel.rows };
    },
    insert: (c: NewCommunication) =>
      db.insertInto('hospedajes_communications').values(c).returning('id').executeTakeFirstOrThrow(),
    communication: (id: number) =>
      db.selectFrom('hospedajes_communications').selectAll().where('id', '=', id).executeTakeFirst(),
    answer: (
      id: number,
      values: {
        state: 'accepted' | 'rejected';
        communication_code?: string;
        error?: string;
        answered_at: Date;
      },
    ) =>
      db
        .updateTable('hospedajes_communications')
        .set(values)
        .where('id', '=', id)
        .where('state', '=', 'sent')
        .execute(),
  };
}
