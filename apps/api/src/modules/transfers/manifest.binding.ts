import { luggageManifestResource, manifestRow } from '@trips/shared/modules/transfers/manifest.resource';
import { transferTypeIds } from '@trips/shared/modules/transfers/transfers.resource';
import { cancelledServiceStatusIds } from '@trips/shared/modules/trips/trips.constants';
import { sql } from 'kysely';
import type { ListBinding } from '../../engine/list/binding.ts';
import { nameOf } from '../../engine/list/name-of.ts';
import { containsText } from '../../engine/list/where.ts';

/** Where the bags are at one end: the meeting point when the row names one, else the hotel. */
function end(point: string, hotel: string, place: string) {
  const name = sql<string>`coalesce(${sql.ref(`${point}.name_eng`)}, ${sql.ref(`${hotel}.commercial_name`)}, '')`;
  const address = sql<string>`case when ${sql.ref(`${point}.id`)} is not null
    then coalesce(${sql.ref(`${place}.name`)}, '')
    else concat_ws(', ', nullif(${sql.ref(`${hotel}.address`)}, ''),
      nullif(trim(coalesce(${sql.ref(`${hotel}.postal_code`)}, '') || ' ' || coalesce(${sql.ref(`${hotel}.city`)}, '')), ''),
      nullif(${sql.ref(`${place}.name`)}, coalesce(${sql.ref(`${hotel}.city`)}, ''))) end`;
  return { name, address };
}
const pickup = end('fm', 'fh', 'fl');
const dropoff = end('tm', 'th', 'tl');
const travellers = sql<string>`trim(t.customer_first_name || ' ' || t.customer_last_name)`;

/**
 * The luggage manifest: the luggage transfers not cancelled, each with both ends joined (one row each), so
 * a page, a sort and a COPY export read the same columns.
 */
export const manifestBinding: ListBinding = {
  descriptor: luggageManifestResource,
  permission: 'transfers',
  baseQuery: (db) =>
    db
      .selectFrom('trip_transfers as tr')
      .innerJoin('trips as t', 't.id', 'tr.trip_id')
      .leftJoin('providers_view as fh', 'fh.id', 'tr.from_provider_id')
      .leftJoin('providers_view as th', 'th.id', 'tr.to_provider_id')
      .leftJoin('meeting_points_view as fm', 'fm.id', 'tr.from_meeting_point_id')
      .leftJoin('meeting_points_view as tm', 'tm.id', 'tr.to_meeting_point_id')
      .leftJoin('locations_view as fl', 'fl.id', 'tr.from_location_id')
      .leftJoin('locations_view as tl', 'tl.id', 'tr.to_location_id')
      .where('tr.transfer_type_id', '=', transferTypeIds.luggage)
      .where('tr.trip_service_status_id', 'not in', [...cancelledServiceStatusIds]) as never,
  id: sql.ref('tr.id'),
  fields: {
    date: sql.ref('tr.date'),
    provider_id: sql.ref('tr.provider_id'),
    pickup_location_name: sql.ref('fl.name'),
    pickup_name: pickup.name,
    dropoff_location_name: sql.ref('tl.name'),
    dropoff_name: dropoff.name,
    traveller_names: travellers,
    luggage: sql.ref('tr.luggage'),
    trip_name: sql.ref('t.trip_name'),
  },
  search: (term) =>
    containsText(
      sql<string>`(t.trip_name || ' ' || ${travellers} || ' ' || ${pickup.name} || ' ' || ${dropoff.name})`,
      term,
    ),
  select: (query) =>
    query.select([
      'tr.id',
      'tr.trip_id',
      sql<string>`to_char(tr.date, 'YYYY-MM-DD')`.as('date'),
      nameOf('providers', sql.ref('tr.provider_id'), sql`x.commercial_name`).as('provider_name'),
      'fl.name as pickup_location_name',
      pickup.name.as('pickup_name'),
      pickup.address.as('pickup_address'),
      'tl.name as dropoff_location_name',
      dropoff.name.as('dropoff_name'),
      dropoff.address.as('dropoff_address'),
      travellers.as('traveller_names'),
      'tr.people',
      'tr.luggage',
      't.trip_name',
      nameOf(
        'statuses',
        sql.ref('tr.trip_service_status_id'),
        undefined,
        sql`and x.kind = 'trip_service'`,
      ).as('trip_service_status_name'),
    ]) as never,
  row: manifestRow,
};
