import { paidPaymentStatusId } from '@trips/shared/modules/invoices/invoices.constants';
import { tripCauseMessages as causeText } from '@trips/shared/modules/trips/trip-causes';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { changeTrip, type RowChange, sections } from '../trips/index.ts';
import { lineColumn, type RowKind, type ServiceRow } from './invoice-rows.ts';

const tables: Record<RowKind, string> = {
  accommodation: 'trip_accommodations',
  transfer: 'trip_transfers',
  other: 'trip_other_services',
};

/** Locks these trips in id order (as every trip save does one at a time), so two invoices queue, not deadlock. */
export async function lockTrips(trx: Database, tripIds: Iterable<number>) {
  const ids = [...new Set(tripIds)].sort((a, b) => a - b);
  if (ids.length > 0)
    await sql`select id from trips where id in (${sql.join(ids)}) order by id for update`.execute(trx);
}

interface Restated {
  id: number;
  trip_id: number;
  r_cost: number | null;
  payment_date: string | null;
  /** Whether the lines say something else than the row holds. */
  moved: boolean;
}

/**
 * A row's real cost is what its invoice lines charge, in euro; no line: null, so its theoretical cost
 * counts again. It is paid on the latest payment date of a paid invoice charging it, else unpaid.
 */
async function restate(trx: Database, kind: RowKind, ids: number[]) {
  if (ids.length === 0) return [];
  const column = sql.ref(`s.${lineColumn[kind]}`);
  const { rows } = await sql<Restated>`select id, trip_id, n.r_cost, n.payment_date,
      (n.r_cost is distinct from r.r_cost or n.payment_date is distinct from r.payment_date::text) as moved
    from ${sql.table(tables[kind])} r cross join lateral (select
      (select sum(s.r_cost) from invoice_services s where ${column} = r.id) as r_cost,
      (select max(i.payment_date)::text from invoice_services s join invoices i on i.id = s.invoice_id
        where ${column} = r.id and i.payment_status_id = ${paidPaymentStatusId}) as payment_date) n
    where r.id in (${sql.join(ids)})`.execute(trx);
  return rows.filter((r) => r.moved);
}

/**
 * After an invoice's lines changed, in the save's transaction: every row it touched (before or after)
 * takes its real cost and payment from its lines, through the trips module, one change per trip: its
 * figures computed again, a new version and one history entry ("Accommodation #12: invoice F-1").
 */
export async function applyToTrips(
  trx: Database,
  userId: number | null,
  invoiceNumber: string,
  touched: ServiceRow[],
) {
  const byTrip = new Map<number, RowChange[]>();
  for (const kind of Object.keys(tables) as RowKind[]) {
    const rows = touched.filter((r) => r.kind === kind);
    const sectionOf = new Map(rows.map((r) => [r.row_id, r.section]));
    for (const { id, trip_id, r_cost, payment_date } of await restate(trx, kind, [...sectionOf.keys()])) {
      const change = { section: sectionOf.get(id)!, id, values: { r_cost, payment_date } };
      byTrip.set(trip_id, [...(byTrip.get(trip_id) ?? []), change]);
    }
  }
  for (const [tripId, rows] of byTrip) {
    const named = rows.map((r) => `${sections[r.section].label} #${r.id}`).join(', ');
    const cause = { userId, action: 'invoice', subject: `${named}: ${causeText.invoice(invoiceNumber)}` };
    // An invoice is booked when it is saved: its moment is the save's.
    await changeTrip(trx, tripId, cause, { rows }, new Date());
  }
}
