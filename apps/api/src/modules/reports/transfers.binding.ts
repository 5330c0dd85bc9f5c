import {
  luggageTransfersReport,
  normalTransfersReport,
} from '@trips/shared/modules/reports/transfers.resource';
import { transferTypeIds } from '@trips/shared/modules/trips/trips.constants';
import { sql } from 'kysely';
import type { ListBinding } from '../../engine/list/binding.ts';
import { nameOf } from '../../engine/list/name-of.ts';
import { containsText } from '../../engine/list/where.ts';
import { reportRefs as r, tripRowFields, tripTagsOf } from './report-sql.ts';

// Not `x`: the names' subqueries (nameOf) call their own table x.
const x = (column: string) => sql.ref(`tr.${column}`);
const provider = (id: string) => nameOf('providers', x(id), sql`x.commercial_name`);
const point = (id: string) => nameOf('meeting_points', x(id), sql`x.name_eng`);
const searchText = sql<string>`(t.trip_name || ' ' || coalesce(p.commercial_name, ''))`;

/** One row per luggage or normal transfer of every trip (spec part 1 §3 "Services (transfer) report"). */
function transfersBinding(
  typeId: number,
  descriptor: ListBinding['descriptor'],
  quantity: 'luggage' | 'people',
): ListBinding {
  return {
    descriptor,
    permission: descriptor.name,
    baseQuery: (db) =>
      db
        .selectFrom('trip_transfers as tr')
        .innerJoin('trips as t', 't.id', 'tr.trip_id')
        .leftJoin('providers_view as p', 'p.id', 'tr.provider_id')
        .where('tr.transfer_type_id', '=', typeId) as never,
    id: sql.ref('tr.id'),
    fields: {
      provider_id: x('provider_id'),
      start_location_id: x('from_location_id'),
      end_location_id: x('to_location_id'),
      from_provider_id: x('from_provider_id'),
      to_provider_id: x('to_provider_id'),
      people: x('people'),
      date: x('date'),
      ...tripRowFields('tr'),
    },
    tags: tripTagsOf,
    search: (term) => containsText(searchText, term),
    select: (query) =>
      query.select([
        'tr.id',
        'tr.trip_id',
        't.trip_name',
        r.day('tr.date').as('date'),
        nameOf('locations', x('from_location_id')).as('start_location_name'),
        nameOf('locations', x('to_location_id')).as('end_location_name'),
        point('from_meeting_point_id').as('from_meeting_point_name'),
        point('to_meeting_point_id').as('to_meeting_point_name'),
        provider('from_provider_id').as('from_provider_name'),
        provider('to_provider_id').as('to_provider_name'),
        provider('provider_id').as('provider_name'),
        x(quantity).as(quantity),
        'tr.tariff_cost',
        'tr.trip_service_status_id',
        r.serviceStatus(x('trip_service_status_id')).as('trip_service_status_name'),
        r.owner.as('operations_owner'),
        r.day('t.created_at').as('created_date'),
        r.tagNames.as('tags'),
      ]) as never,
  };
}

export const luggageTransfersBinding = transfersBinding(
  transferTypeIds.luggage,
  luggageTransfersReport,
  'luggage',
);
export const normalTransfersBinding = transfersBinding(
  transferTypeIds.normal,
  normalTransfersReport,
  'people',
);
