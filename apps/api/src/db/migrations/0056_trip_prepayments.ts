import { cancelledServiceStatusIds, prepaymentMethodId } from '@trips/shared/modules/trips/trips.constants';

/**
 * Each trip keeps whether it has service rows paid before the service (at a prepayment provider or on a
 * prepayment invoice) still unpaid, and paid ones, and the first day an unpaid one falls due: the
 * prepayments report and the home's panel find, count and order those trips through an index instead of
 * asking four correlated questions of every trip. Statement
 * triggers recount the trips a statement touched: their rows, a provider's payment method, an invoice's
 * prepayment mark and its lines.
 */
const cancelled = cancelledServiceStatusIds.join(', ');
const sections = [
  { table: 'trip_accommodations', line: 'accommodation_id', only: '', day: 'r.checkin_date' },
  { table: 'trip_transfers', line: 'transfer_id', only: ' and r.transfer_type_id in (1, 2)', day: 'r.date' },
  { table: 'trip_other_services', line: 'other_service_id', only: '', day: 'r.from_date' },
];
/** A section's live rows of trip `t` paid before the service: at a prepayment provider or on a prepayment invoice. */
const prepaidRows = ({ table, line, only }: (typeof sections)[number], paid: string) => `from ${table} r
    where r.trip_id = t.id and r.trip_service_status_id not in (${cancelled})${only} and ${paid}
    and (exists (select 1 from providers p where p.id = r.provider_id and p.payment_method_id = ${prepaymentMethodId})
      or exists (select 1 from invoice_services s join invoices i on i.id = s.invoice_id
        where i.is_prepayment and s.${line} = r.id))`;
const prepaid = (paid: string) =>
  sections.map((section) => `exists (select 1 ${prepaidRows(section, paid)})`).join(' or ');
/** The first day an unpaid prepayment falls due: its service's day (the trip's start when the row has none). */
const due = `(select min(d) from (${sections
  .map(
    (section) =>
      `select coalesce(${section.day}, t.start_date) as d ${prepaidRows(section, 'r.payment_date is null')}`,
  )
  .join(' union all ')}) x)`;
const unpaid = prepaid('r.payment_date is null');
const paid = prepaid('r.payment_date is not null');

const rowTrigger = (table: string, event: string, referencing: string) =>
  `create trigger ${table}_prepaid_${event.toLowerCase()} after ${event} on ${table}
    referencing ${referencing} for each statement execute function trip_prepaid_rows()`;
const tripsOfLines = (lines: string) =>
  sections
    .map(({ table, line }) => `select r.trip_id from ${table} r join ${lines} on x.${line} = r.id`)
    .join(' union ');

export const statements = [
  `alter table trips add column prepaid_unpaid boolean not null default false,
    add column prepaid_paid boolean not null default false, add column prepaid_due date`,
  `update trips t set prepaid_unpaid = ${unpaid}, prepaid_paid = ${paid}, prepaid_due = ${due}
    where ${unpaid} or ${paid}`,
  // Keyed by the report's payment status (1 unpaid, 2 paid, 3 partly): the home asks for 1 and 3.
  `create index trips_prepaid_idx on trips (
      (case when not prepaid_unpaid then 2 when not prepaid_paid then 1 else 3 end), start_date, id)
    include (prepaid_unpaid, prepaid_paid, prepaid_due, end_date) where prepaid_unpaid or prepaid_paid`,
  `create function trip_prepaid_recount(ids integer[]) returns void language sql as $$
    update trips t set prepaid_unpaid = x.unpaid, prepaid_paid = x.paid, prepaid_due = x.due
    from (select t.id, ${unpaid} as unpaid, ${paid} as paid, ${due} as due from trips t where t.id = any(ids)) x
    where t.id = x.id and (t.prepaid_unpaid, t.prepaid_paid, t.prepaid_due) is distinct from (x.unpaid, x.paid, x.due) $$`,
  `create function trip_prepaid_rows() returns trigger language plpgsql as $$
    declare ids integer[];
    begin
      if tg_op = 'INSERT' then select array_agg(distinct trip_id) into ids from new_rows;
      elsif tg_op = 'DELETE' then select array_agg(distinct trip_id) into ids from old_rows;
      else select array_agg(distinct trip_id) into ids
        from (select trip_id from new_rows union select trip_id from old_rows) x;
      end if;
      if ids is not null then perform trip_prepaid_recount(ids); end if;
      return null;
    end $$`,
  ...sections.flatMap(({ table }) => [
    rowTrigger(table, 'INSERT', 'new table as new_rows'),
    rowTrigger(table, 'UPDATE', 'old table as old_rows new table as new_rows'),
    rowTrigger(table, 'DELETE', 'old table as old_rows'),
  ]),
  `create function trip_prepaid_start() returns trigger language plpgsql as $$
    begin
      perform trip_prepaid_recount(array[new.id]);
      return null;
    end $$`,
  // A row without a day of its own falls due on the trip's first day.
  `create trigger trips_prepaid_start after update of start_date on trips for each row
    when (old.start_date is distinct from new.start_date) execute function trip_prepaid_start()`,
  `create function trip_prepaid_providers() returns trigger language plpgsql as $$
    declare changed integer[]; ids integer[];
    begin
      select array_agg(n.id) into changed from new_rows n join old_rows o on o.id = n.id
        where n.payment_method_id is distinct from o.payment_method_id;
      if changed is null then return null; end if;
      select array_agg(distinct r.trip_id) into ids from (
        select trip_id from trip_accommodations where provider_id = any(changed)
        union select trip_id from trip_transfers where provider_id = any(changed)
        union select trip_id from trip_other_services where provider_id = any(changed)) r;
      if ids is not null then perform trip_prepaid_recount(ids); end if;
      return null;
    end $$`,
  `create trigger providers_prepaid_update after update on providers
    referencing old table as old_rows new table as new_rows for each statement execute function trip_prepaid_providers()`,
  `create function trip_prepaid_invoices() returns trigger language plpgsql as $$
    declare changed integer[]; ids integer[];
    begin
      select array_agg(n.id) into changed from new_rows n join old_rows o on o.id = n.id
        where n.is_prepayment is distinct from o.is_prepayment;
      if changed is null then return null; end if;
      select array_agg(distinct trip_id) into ids
        from (${tripsOfLines('(select s.* from invoice_services s where s.invoice_id = any(changed)) x')}) y;
      if ids is not null then perform trip_prepaid_recount(ids); end if;
      return null;
    end $$`,
  `create trigger invoices_prepaid_update after update on invoices
    referencing old table as old_rows new table as new_rows for each statement execute function trip_prepaid_invoices()`,
  `create function trip_prepaid_lines() returns trigger language plpgsql as $$
    declare ids integer[];
    begin
      if tg_op = 'INSERT' then select array_agg(distinct trip_id) into ids from (${tripsOfLines('new_rows x')}) y;
      elsif tg_op = 'DELETE' then select array_agg(distinct trip_id) into ids from (${tripsOfLines('old_rows x')}) y;
      else select array_agg(distinct trip_id) into ids from (${tripsOfLines('new_rows x')}
        union ${tripsOfLines('old_rows x')}) y;
      end if;
      if ids is not null then perform trip_prepaid_recount(ids); end if;
      return null;
    end $$`,
  `create trigger invoice_services_prepaid_insert after insert on invoice_services
    referencing new table as new_rows for each statement execute function trip_prepaid_lines()`,
  `create trigger invoice_services_prepaid_update after update on invoice_services
    referencing old table as old_rows new table as new_rows for each statement execute function trip_prepaid_lines()`,
  `create trigger invoice_services_prepaid_delete after delete on invoice_services
    referencing old table as old_rows for each statement execute function trip_prepaid_lines()`,
];
