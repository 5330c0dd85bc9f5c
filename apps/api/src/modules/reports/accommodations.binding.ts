import { accommodationsReport } from '@trips/shared/modules/reports/accommodations.resource';
import { sql } from 'kysely';
import type { ListBinding } from '../../engine/list/binding.ts';
import { nameOf } from '../../engine/list/name-of.ts';
import { containsText } from '../../engine/list/where.ts';
import { confNumberOf, reportRefs as r, tripRowFields, tripTagsOf } from './report-sql.ts';

const a = (column: string) => sql.ref(`a.${column}`);
const nights = sql<number>`coalesce(a.checkout_date - a.checkin_date, 0)`;
const providerLocation = nameOf('locations', sql.ref('p.location_id'));
const assignedLocations = sql<string>`coalesce((select string_agg(l.name, ', ' order by l.name)
  from provider_locations_view pl join locations_view l on l.id = pl.location_id where pl.provider_id = a.provider_id), '')`;
const confNumber = confNumberOf('accommodations', 'a');
const searchText = sql<string>`(t.trip_name || ' ' || coalesce(p.commercial_name, ''))`;

/** One row per night of every trip: the accommodations report (spec part 1 §3, part 2 §3). */
export const accommodationsBinding: ListBinding = {
  descriptor: accommodationsReport,
  permission: 'accommodations_report',
  baseQuery: (db) =>
    db
      .selectFrom('trip_accommodations as a')
      .innerJoin('trips as t', 't.id', 'a.trip_id')
      .leftJoin('providers_view as p', 'p.id', 'a.provider_id') as never,
  id: sql.ref('a.id'),
  fields: {
    provider_id: a('provider_id'),
    checkin_date: a('checkin_date'),
    checkout_date: a('checkout_date'),
    nights,
    individual_rooms: a('individual_rooms'),
    double_rooms: a('double_rooms'),
    twin_rooms: a('twin_rooms'),
    triple_rooms: a('triple_rooms'),
    people: a('people'),
    booking_method_id: sql.ref('p.booking_method_id'),
    payment_method_id: sql.ref('p.payment_method_id'),
    meals_id: a('meals_id'),
    t_cost: a('t_cost'),
    r_cost: a('r_cost'),
    provider_location: providerLocation,
    location: nameOf('locations', a('location_id')),
    assigned_location: assignedLocations,
    conf_number: confNumber,
    ...tripRowFields('a'),
  },
  tags: tripTagsOf,
  search: (term) => containsText(searchText, term),
  select: (query) =>
    query.select([
      'a.id',
      'a.trip_id',
      't.trip_name',
      nameOf('providers', a('provider_id'), sql`x.commercial_name`).as('provider_name'),
      nameOf('locations', a('location_id')).as('location'),
      providerLocation.as('provider_location'),
      assignedLocations.as('assigned_location'),
      r.day('a.checkin_date').as('checkin_date'),
      r.day('a.checkout_date').as('checkout_date'),
      nights.as('nights'),
      'a.people',
      'a.individual_rooms',
      'a.double_rooms',
      'a.twin_rooms',
      'a.triple_rooms',
      nameOf('meals', a('meals_id')).as('meals_name'),
      nameOf('booking_methods', sql.ref('p.booking_method_id')).as('booking_method_name'),
      nameOf('payment_methods', sql.ref('p.payment_method_id')).as('payment_method_name'),
      'a.trip_service_status_id',
      r.serviceStatus(a('trip_service_status_id')).as('trip_service_status_name'),
      'a.t_cost',
      'a.r_cost',
      'a.tariff_cost',
      confNumber.as('conf_number'),
      r.owner.as('operations_owner'),
      r.day('t.created_at').as('created_date'),
      r.tagNames.as('tags'),
    ]) as never,
};
