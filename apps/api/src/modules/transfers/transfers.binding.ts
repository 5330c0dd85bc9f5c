import { transferRow } from '@trips/shared/modules/transfers/routes.schema';
import { transferPickerCount, transfersResource } from '@trips/shared/modules/transfers/transfers.resource';
import { sql } from 'kysely';
import { nameColumn } from '../../engine/i18n/local-name.ts';
import type { ListBinding, TagLink } from '../../engine/list/binding.ts';
import { containsText } from '../../engine/list/where.ts';

/**
 * "Has a rate row with": a picker over one column of the route provider's rate rows, read through the
 * view of migration 0018 that leaves out rows where it is none (the type is never none).
 */
const rateRows = (tagColumn: string): TagLink => ({
  linkTable:
    tagColumn === 'transfer_type_id'
      ? 'transfer_route_rates'
      : `transfer_rate_${tagColumn.replace(/_id$/, '')}s`,
  ownerColumn: 'route_provider_id',
  tagColumn,
});

/** One text of the distinct names a route provider's rate rows point at, e.g. its meeting points. */
function namesOfRows(table: string, column: string, name: string) {
  return sql<string>`coalesce((select string_agg(distinct ${nameColumn(table, 'x', name)}, ', ')
    from transfer_route_rates r join ${sql.table(table)} x on x.id = r.${sql.raw(column)}
    where r.route_provider_id = rp.id), '')`;
}
const anyRow = (column: string) =>
  sql<boolean>`coalesce((select bool_or(r.${sql.raw(column)}) from transfer_route_rates r
    where r.route_provider_id = rp.id), false)`;

const routeName = sql<string>`(sl.name || ' → ' || el.name)`;
const searchText = sql<string>`(sl.name || ' ' || el.name || ' ' || p.commercial_name)`;
const ref = (column: string) => sql.ref(column);

/** The transfers list: one row per route and provider, rate-row filters as "has a row with". */
export const transfersBinding: ListBinding = {
  descriptor: transfersResource,
  permission: 'transfers',
  baseQuery: (db) =>
    db
      .selectFrom('transfer_route_providers as rp')
      .innerJoin('transfer_routes as tr', 'tr.id', 'rp.route_id')
      .innerJoin('locations_view as sl', 'sl.id', 'tr.start_location_id')
      .innerJoin('locations_view as el', 'el.id', 'tr.end_location_id')
      .innerJoin('providers_view as p', 'p.id', 'rp.provider_id'),
  id: sql.ref('rp.id'),
  fields: {
    start_location_name: ref('sl.name'),
    end_location_name: ref('el.name'),
    provider_name: ref('p.commercial_name'),
    start_location_id: ref('tr.start_location_id'),
    end_location_id: ref('tr.end_location_id'),
    provider_id: ref('rp.provider_id'),
    provider_priority: ref('rp.priority'),
  },
  tags: {
    transfer_type_id: rateRows('transfer_type_id'),
    start_provider_id: rateRows('start_provider_id'),
    end_provider_id: rateRows('end_provider_id'),
    start_meeting_point_id: rateRows('start_meeting_point_id'),
    end_meeting_point_id: rateRows('end_meeting_point_id'),
    assigned_rate_id: rateRows('rate_id'),
  },
  search: (term) => containsText(searchText, term),
  select: (query) =>
    query.select([
      'rp.id',
      'tr.start_location_id',
      'tr.end_location_id',
      'sl.name as start_location_name',
      'el.name as end_location_name',
      'rp.provider_id',
      'p.commercial_name as provider_name',
      'rp.priority as provider_priority',
      namesOfRows('transfer_types', 'transfer_type_id', 'name').as('transfer_type_name'),
      namesOfRows('meeting_points', 'start_meeting_point_id', 'name_eng').as('start_meeting_point_name'),
      namesOfRows('meeting_points', 'end_meeting_point_id', 'name_eng').as('end_meeting_point_name'),
      namesOfRows('providers', 'start_provider_id', 'commercial_name').as('start_provider_name'),
      namesOfRows('providers', 'end_provider_id', 'commercial_name').as('end_provider_name'),
      namesOfRows('provider_rates', 'rate_id', 'name').as('assigned_rate_name'),
      anyRow('automated_processing').as('automated_processing'),
      anyRow('automated_creation').as('automated_creation'),
    ]),
  row: transferRow,
  options: { name: sql`(${routeName} || ' · ' || p.commercial_name)`, count: transferPickerCount },
};
