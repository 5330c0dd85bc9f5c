import { prepaymentStates, prepaymentsReport } from '@trips/shared/modules/reports/prepayments.resource';
import { prepaymentMethodId } from '@trips/shared/modules/trips/trips.constants';
import { type RawBuilder, sql } from 'kysely';
import { nameOf } from '../../engine/list/name-of.ts';
import { containsText } from '../../engine/list/where.ts';
import { reportBinding } from '../../engine/reports/report-binding.ts';
import { daysToStart } from './next-days.binding.ts';
import { reportRefs as r, tripTagsOf } from './report-sql.ts';
import { liveRowsOf, type Section, sections } from './trip-rows-sql.ts';

const t = (column: string) => sql.ref(`t.${column}`);
const lineColumn: Record<Section, string> = {
  accommodations: 'accommodation_id',
  luggage_transfers: 'transfer_id',
  normal_transfers: 'transfer_id',
  other_services: 'other_service_id',
};
/** The trip's live rows of a section paid before the service: at a prepayment provider or on a prepayment invoice. */
const prepaid = (section: Section, paid: RawBuilder<unknown>) => sql`${liveRowsOf(section, t('id'))}
  and ${paid} and (exists (select 1 from providers_view p where p.id = r.provider_id
    and p.payment_method_id = ${sql.lit(prepaymentMethodId)})
  or exists (select 1 from invoice_services s join invoices i on i.id = s.invoice_id
    where i.is_prepayment and s.${sql.ref(lineColumn[section])} = r.id))`;
const unpaid = sql`r.payment_date is null`;
const paid = sql`r.payment_date is not null`;
const amount = (section: Section, which: RawBuilder<unknown>) =>
  sql<number>`(select coalesce(sum(coalesce(r.r_cost, r.t_cost, 0)), 0) ${prepaid(section, which)})`;
/** Kept by the database on each trip (migration 0056): prepaid rows unpaid, and paid ones. */
const hasUnpaid = t('prepaid_unpaid');
const hasPaid = t('prepaid_paid');
/** invoice_payment statuses: 1 Unpaid, 2 Paid, 3 Partially paid. */
const paymentStatus = sql<number>`(case when not ${hasUnpaid} then 2 when not ${hasPaid} then 1 else 3 end)`;
const paymentStatusName = nameOf('statuses', paymentStatus, undefined, sql`and x.kind = 'invoice_payment'`);
/** An unpaid prepayment whose service day has come (the first such day is kept on the trip). */
const overdue = sql`t.prepaid_due <= current_date`;
/** prepaymentStates: 1 overdue, 2 to pay, 3 paid, 4 paid and the trip is over. */
const prepaymentState = sql<number>`(case when ${overdue} then 1 when ${hasUnpaid} then 2
  when t.end_date >= current_date then 3 else 4 end)`;
const stateNames = sql.join(
  prepaymentStates.map((p) => sql`when ${sql.lit(p.id)} then ${sql.lit(p.name)}`),
  sql` `,
);
/** The state's column sorts the most urgent first, then by the start day (days since 2000 stay below 10⁶). */
const stateOrder = sql<number>`(${prepaymentState} * 1000000 + (t.start_date - date '2000-01-01'))`;
const pending = Object.fromEntries(sections.map((s) => [`unpaid_${s}`, amount(s, unpaid)]));

/** One row per trip with prepayments, pending and paid per section (spec part 1 §3 "Prepayments report"). */
export const prepaymentsBinding = reportBinding(prepaymentsReport, {
  // The index trips_prepaid_idx holds exactly these trips, by start day.
  baseQuery: (db) => db.selectFrom('trips as t').where(sql<boolean>`(${hasUnpaid} or ${hasPaid})`) as never,
  id: t('id'),
  fields: {
    next_days: daysToStart,
    start_date: t('start_date'),
    operations_owner_id: t('operations_owner_id'),
    accounting_user_id: t('accounting_user_id'),
    payment_status_id: paymentStatus,
    prepayment_state_id: prepaymentState,
    prepayment_state: stateOrder,
    ...pending,
    created_date: r.createdDate,
    trip_type_id: t('trip_type_id'),
  },
  tags: tripTagsOf,
  search: (term) => containsText(t('trip_name'), term),
  select: (query) =>
    query.select([
      't.id',
      sql`t.id`.as('trip_id'),
      't.trip_name',
      prepaymentState.as('prepayment_state_id'),
      sql<string>`(case ${prepaymentState} ${stateNames} end)`.as('prepayment_state'),
      r.day('t.start_date').as('start_date'),
      nameOf('trip_types', t('trip_type_id')).as('trip_type_name'),
      r.owner.as('operations_owner'),
      nameOf('users', t('accounting_user_id'), sql`x.first_name || ' ' || x.last_name`).as('accounting_user'),
      paymentStatusName.as('payment_status_name'),
      ...sections.flatMap((s) => [amount(s, unpaid).as(`${s}_pending`), amount(s, paid).as(`${s}_paid`)]),
      r.day('t.created_at').as('created_date'),
      r.tagNames.as('tags'),
    ]) as never,
});
