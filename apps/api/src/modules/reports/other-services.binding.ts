import { otherServicesReport } from '@trips/shared/modules/reports/other-services.resource';
import { sql } from 'kysely';
import type { ListBinding } from '../../engine/list/binding.ts';
import { nameOf } from '../../engine/list/name-of.ts';
import { containsText } from '../../engine/list/where.ts';
import { confNumberOf, reportRefs as r, tripRowFields, tripTagsOf } from './report-sql.ts';

const o = (column: string) => sql.ref(`o.${column}`);
const location = nameOf('locations', o('location_id'));
const service = nameOf('provider_services', o('service_id'));
const confNumber = confNumberOf('other_services', 'o');
const searchText = sql<string>`(t.trip_name || ' ' || coalesce(p.commercial_name, ''))`;

/** One row per other service of every trip (spec part 1 §3 "Others report", part 2 §3 its columns). */
export const otherServicesBinding: ListBinding = {
  descriptor: otherServicesReport,
  permission: 'other_services_report',
  baseQuery: (db) =>
    db
      .selectFrom('trip_other_services as o')
      .innerJoin('trips as t', 't.id', 'o.trip_id')
      .leftJoin('providers_view as p', 'p.id', 'o.provider_id') as never,
  id: sql.ref('o.id'),
  fields: {
    location,
    provider_id: o('provider_id'),
    service_type_id: o('service_type_id'),
    service,
    date: o('from_date'),
    conf_number: confNumber,
    ...tripRowFields('o'),
  },
  tags: tripTagsOf,
  search: (term) => containsText(searchText, term),
  select: (query) =>
    query.select([
      'o.id',
      'o.trip_id',
      't.trip_name',
      r.day('o.from_date').as('date'),
      location.as('location'),
      nameOf('providers', o('provider_id'), sql`x.commercial_name`).as('provider_name'),
      nameOf('other_service_types', o('service_type_id')).as('service_type_name'),
      service.as('service_name'),
      'o.people',
      r.serviceStatus(o('trip_service_status_id')).as('trip_service_status_name'),
      'o.tariff_cost',
      confNumber.as('conf_number'),
      r.owner.as('operations_owner'),
      r.day('t.created_at').as('created_date'),
      r.tagNames.as('tags'),
    ]) as never,
};
