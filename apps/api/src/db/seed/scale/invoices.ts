import { paidPaymentStatusId } from '@trips/shared/modules/invoices/invoices.constants';
import { cancelledServiceStatusIds } from '@trips/shared/modules/trips/trips.constants';
import { sql } from 'kysely';
import type { Database } from '../../database.ts';
import type { Progress } from './random.ts';

const batch = 20_000;
const hash = (salt: number) => sql<number>`(hashint4((a.id * 31 + ${sql.lit(salt)})::int4) & 2147483647)`;

/**
 * `count` invoices, set-based, for past nights not yet invoiced (the oldest first): each hotel invoices one
 * night at its theoretical cost give or take 10 %, dated after the check-out; two in three are paid. The
 * nights take their real cost and payment date, and their trips' stored costs and margins follow, as an
 * invoice save would leave them.
 */
export async function generateInvoices(db: Database, count: number, progress: Progress) {
  const cancelled = sql.join(cancelledServiceStatusIds.map((id) => sql.lit(id)));
  for (let done = 0; done < count; ) {
    const size = Math.min(batch, count - done);
    const made = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ trip_id: number }>`
        with nights as (
          select a.id, a.trip_id, a.provider_id, a.checkout_date, a.t_cost from trip_accommodations a
          where a.checkout_date < current_date and a.provider_id is not null and a.t_cost > 0
            and a.r_cost is null and a.trip_service_status_id not in (${cancelled})
          order by a.id limit ${size}),
        priced as (
          select a.*, round(a.t_cost * (90 + ${hash(1)} % 21) / 100, 2) as cost, ${hash(2)} % 3 <> 0 as paid,
            a.checkout_date + (${hash(3)} % 20)::int as invoice_date from nights a),
        made as (
          insert into invoices (invoice_number, provider_id, invoice_date, payment_date, payment_status_id,
            internal_status_id, total_amount, total_amount_national)
          select 'SC-' || p.id, p.provider_id, p.invoice_date,
            case when p.paid then p.invoice_date + 15 end, case when p.paid then ${paidPaymentStatusId} else 1 end,
            case when p.paid then 3 else 1 end, p.cost, p.cost
          from priced p
          returning id, provider_id, invoice_number, payment_date),
        lines as (
          insert into invoice_services (invoice_id, accommodation_id, r_cost_national, r_cost)
          select m.id, p.id, p.cost, p.cost from made m join priced p on 'SC-' || p.id = m.invoice_number
          returning accommodation_id, r_cost)
        update trip_accommodations a set r_cost = l.r_cost, payment_date = m.payment_date
        from lines l join made m on m.invoice_number = 'SC-' || l.accommodation_id
        where a.id = l.accommodation_id
        returning a.trip_id`.execute(trx);
      const trips = [...new Set(rows.map((r) => r.trip_id))];
      if (trips.length > 0) await restateTrips(trx, trips, cancelled);
      return rows.length;
    });
    done += made;
    progress(done, count);
    if (made < size) break;
  }
}

/** The trips' total cost and margin from their rows, as `tripCosts` computes them on a save. */
async function restateTrips(trx: Database, ids: number[], cancelled: ReturnType<typeof sql.join>) {
  await sql`
    with costs as (
      select trip_id, sum(coalesce(r_cost, t_cost, 0)) as cost from (
        select trip_id, r_cost, t_cost, trip_service_status_id from trip_accommodations
        union all select trip_id, r_cost, t_cost, trip_service_status_id from trip_transfers
        union all select trip_id, r_cost, t_cost, trip_service_status_id from trip_other_services) r
      where trip_id in (${sql.join(ids)}) and trip_service_status_id not in (${cancelled})
      group by trip_id)
    update trips t set total_cost = c.cost, gross_margin = t.trip_price - c.cost - t.insurance_cost,
      gross_margin_per = case when t.trip_price = 0 then null
        else round((t.trip_price - c.cost - t.insurance_cost) / t.trip_price * 100, 2) end
    from costs c where t.id = c.trip_id`.execute(trx);
}
