import { cancelledServiceStatusIds } from '@trips/shared/modules/trips/trips.constants';
import { type RawBuilder, sql } from 'kysely';

/** The tables of the four service sections (luggage and normal transfers share one, by transfer type). */
export const sectionTables = {
  accommodations: sql`trip_accommodations`,
  luggage_transfers: sql`trip_transfers`,
  normal_transfers: sql`trip_transfers`,
  other_services: sql`trip_other_services`,
} as const;
export type Section = keyof typeof sectionTables;
export const sections = Object.keys(sectionTables) as Section[];
const transferType: Partial<Record<Section, number>> = { normal_transfers: 1, luggage_transfers: 2 };

export const cancelled = sql.join(cancelledServiceStatusIds.map((id) => sql`${id}::int`));

/** `where` for the rows (aliased `r`) of one section of the trip `tripId` that are not cancelled. */
export function liveRowsOf(section: Section, tripId: RawBuilder<unknown>) {
  const type = transferType[section];
  return sql`from ${sectionTables[section]} r where r.trip_id = ${tripId}
    and r.trip_service_status_id not in (${cancelled})${type ? sql` and r.transfer_type_id = ${sql.lit(type)}` : sql``}`;
}

/** Every row of the trip, all sections, not cancelled: its real cost and status. */
export function liveRowsOfTrip(tripId: RawBuilder<unknown>) {
  const from = (table: string) => sql`select r.r_cost, r.trip_service_status_id from ${sql.table(table)} r
    where r.trip_id = ${tripId} and r.trip_service_status_id not in (${cancelled})`;
  return sql`(${from('trip_accommodations')} union all ${from('trip_transfers')}
    union all ${from('trip_other_services')})`;
}
