import { cancelledServiceStatusIds } from '@trips/shared/modules/trips/trips.constants';

/**
 * Each trip's count of live (not cancelled) service rows and of confirmed ones, kept by the database
 * itself: the Next Days Trips Stats report sums them over every trip of a day, which at a million trips
 * cannot read the rows. Statement triggers on the three row tables recount the trips a statement touched,
 * whatever wrote it (the trip's save, booking answers, invoices, the scale seed).
 */
const cancelled = cancelledServiceStatusIds.join(', ');
/** trip_service status Confirmed (lookup trip_service_statuses). */
const confirmed = 3;
const live = (table: string) => `select r.trip_service_status_id from ${table} r
  where r.trip_id = t.id and r.trip_service_status_id not in (${cancelled})`;
const tables = ['trip_accommodations', 'trip_transfers', 'trip_other_services'];
const rowsOfTrip = tables.map(live).join(' union all ');
const recount = (where: string) => `update trips t set
    live_services = (select count(*) from (${rowsOfTrip}) x),
    confirmed_services = (select count(*) from (${rowsOfTrip}) x where x.trip_service_status_id = ${confirmed})
  ${where}`;

const trigger = (table: string, event: string, referencing: string) =>
  `create trigger ${table}_counts_${event.toLowerCase()} after ${event} on ${table}
    referencing ${referencing} for each statement execute function trip_service_counts()`;

export const statements = [
  `alter table trips add column live_services integer not null default 0,
    add column confirmed_services integer not null default 0`,
  recount(''),
  `create function trip_service_counts() returns trigger language plpgsql as $$
    declare ids integer[];
    begin
      if tg_op = 'INSERT' then select array_agg(distinct trip_id) into ids from new_rows;
      elsif tg_op = 'DELETE' then select array_agg(distinct trip_id) into ids from old_rows;
      else select array_agg(distinct trip_id) into ids
        from (select trip_id from new_rows union select trip_id from old_rows) x;
      end if;
      if ids is not null then ${recount('where t.id = any(ids)')}; end if;
      return null;
    end $$`,
  ...tables.flatMap((table) => [
    trigger(table, 'INSERT', 'new table as new_rows'),
    trigger(table, 'UPDATE', 'old table as old_rows new table as new_rows'),
    trigger(table, 'DELETE', 'old table as old_rows'),
  ]),
];
