import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import { iso3ByIso2 } from '@trips/shared/modules/hospedajes/iso3';
import { adultAge, travellerLimits } from '@trips/shared/modules/hospedajes/travellers.constants';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * The nights a communication is about: accommodation rows at a provider in Spain, confirmed, or cancelled
 * after something was sent for them. `a` the row, `t` its trip, `p` the hotel, `c` the row's latest
 * communication (none: pending).
 */
export function nightsQuery(db: Database) {
  return db
    .selectFrom('trip_accommodations as a')
    .innerJoin('trips as t', 't.id', 'a.trip_id')
    .innerJoin('providers_view as p', 'p.id', 'a.provider_id')
    .innerJoin('countries as pc', 'pc.id', 'p.country_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('hospedajes_communications as hc')
          .selectAll('hc')
          .whereRef('hc.accommodation_id', '=', 'a.id')
          .orderBy('hc.id', 'desc')
          .limit(1)
          .as('c'),
      (join) => join.onTrue(),
    );
}

/** The rows of nightsQuery that belong on the report (and that the sweep looks at). */
export const isNight = sql<boolean>`pc.iso2 = 'ES' and a.checkin_date is not null and a.checkout_date is not null
  and (a.trip_service_status_id = ${serviceStatus.confirmed}
    or (a.trip_service_status_id = ${serviceStatus.cancelled} and c.id is not null))`;

/** 1 pending … 5 cancelled (communicationStates): the latest communication's operation and state. */
export const stateOf = sql<number>`case
  when c.id is null then 1
  when c.state = 'sent' then 2
  when c.state = 'rejected' then 4
  when c.operation = 'B' then 5
  else 3 end`;

/** The contract is the trip's booking, or the hotel's confirmation when that came on a later day. */
const contractAt = sql`(case when a.provider_acceptance_date is null or a.provider_acceptance_date <= t.created_at::date
  then t.created_at else a.provider_acceptance_date::timestamptz end)`;
export const contractDate = sql<string>`(${contractAt})::date`;
export const deadlineAt = sql<Date>`(${contractAt} + interval '24 hours')`;

/** People of the night: its own count, else the trip's. */
export const peopleOf = sql<number>`(case when a.people > 0 then a.people else t.travellers end)`;

const knownCountries = Object.keys(iso3ByIso2);
const gap = (condition: ReturnType<typeof sql>, what: string) => sql`case when ${condition} then ${what} end`;

/** What one traveller (`tv`) still lacks for the communication, as words joined by commas ('' when nothing). */
const travellerGaps = sql<string>`concat_ws(', ',
  ${gap(sql`tv.first_name = '' or tv.surname1 = ''`, 'name')},
  ${gap(sql`tv.document_type = 'NIF' and tv.surname2 = ''`, 'second surname')},
  ${gap(sql`tv.birth_date is null`, 'birth date')},
  ${gap(sql`adult and tv.document_number = ''`, 'document')},
  ${gap(sql`adult and tv.document_type in ('NIF', 'NIE') and tv.document_support = ''`, 'support number')},
  ${gap(sql`not adult and tv.relationship = ''`, 'relationship')},
  ${gap(sql`coalesce((select x.iso2 from countries x where x.id = tv.nationality_id) <> all(${knownCountries}::text[]), true)`, 'nationality')},
  ${gap(sql`tv.sex = ''`, 'sex')},
  ${gap(sql`tv.address = '' or tv.postal_code = '' or coalesce((select x.iso2 from countries x where x.id = tv.country_id) <> all(${knownCountries}::text[]), true)`, 'address')},
  ${gap(sql`(select x.iso2 from countries x where x.id = tv.country_id) = 'ES' and tv.municipality_code = ''`, 'municipality code')},
  ${gap(sql`coalesce((select x.iso2 from countries x where x.id = tv.country_id), '') <> 'ES' and tv.municipality_name = ''`, 'municipality')},
  ${gap(sql`adult and tv.phone = '' and tv.email = ''`, 'phone or email')})`;

/**
 * What the night still lacks before it can be sent ('' when ready): the hotel's address, travellers
 * short of the night's people, and each traveller's gaps ("traveller 2: document, support number").
 */
export const missingOf = sql<string>`concat_ws('; ',
  ${gap(sql`p.address = '' or p.postal_code = '' or p.city = ''`, 'hotel address')},
  (select case when count(*) < ${peopleOf} then count(*) || ' of ' || ${peopleOf} || ' travellers' end
    from trip_travellers tv where tv.trip_id = a.trip_id),
  (select string_agg('traveller ' || (g.position + 1) || ': ' || g.gaps, '; ' order by g.position)
    from (select tv.position, ${travellerGaps} as gaps
      from trip_travellers tv
      cross join lateral (select tv.birth_date is null
        or tv.birth_date <= a.checkin_date - make_interval(years => ${adultAge}) as adult) ag
      where tv.trip_id = a.trip_id
      order by tv.position limit ${travellerLimits.travellers}) g
    where g.gaps <> ''))`;
