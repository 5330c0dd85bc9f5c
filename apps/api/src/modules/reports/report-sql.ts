import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import { type RawBuilder, sql } from 'kysely';
import { nameOf } from '../../engine/list/name-of.ts';

/** The trip-side columns every report of trip rows shows (the trip aliased `t`). */
export const reportRefs = {
  /** A calendar day as 'YYYY-MM-DD' (the drivers would give a Date at midnight). */
  day: (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`,
  createdDate: sql<string>`(t.created_at)::date`,
  owner: nameOf('users', sql.ref('t.operations_owner_id'), sql`x.first_name || ' ' || x.last_name`),
  serviceStatus: (id: RawBuilder<unknown>) =>
    nameOf('statuses', id, undefined, sql`and x.kind = 'trip_service'`),
  tagNames: sql<string[]>`coalesce((select array_agg(tg.name order by tg.name) from trip_tags tt
    join tags tg on tg.id = tt.tag_id where tt.trip_id = t.id), '{}')`,
};

/** The filter fields every report of trip service rows has, over the row aliased `alias`. */
export const tripRowFields = (alias: string) => ({
  trip_service_status_id: sql.ref(`${alias}.trip_service_status_id`),
  tariff_cost: sql.ref(`${alias}.tariff_cost`),
  created_date: reportRefs.createdDate,
  operations_owner_id: sql.ref('t.operations_owner_id'),
});

/** A report row's tags are its trip's. */
export const tripTagsOf = {
  tags: { linkTable: 'trip_tags', ownerColumn: 'trip_id', tagColumn: 'tag_id', ownerId: sql.ref('t.id') },
};

/** The confirmation number of a row's latest confirmed request (booking automation); null without one. */
export const confNumberOf = (section: TripSection, alias: string) =>
  sql<string | null>`(select nullif(q.conf_number, '') from booking_requests q
    where q.section = ${section} and q.row_id = ${sql.ref(`${alias}.id`)} and q.decision = 'confirm'
    order by q.id desc limit 1)`;
