import { paidPaymentStatusId } from '@trips/shared/modules/invoices/invoices.constants';
import { costsProblem, tripCosts } from '@trips/shared/modules/trips/trip-costs';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { badRequest } from '../../http/errors.ts';
import { tripEntity } from '../trips/trips.audit.ts';
import { sections } from '../trips/trips.sections.ts';
import { lineColumn, type RowKind, type ServiceRow } from './invoice-rows.ts';
import { createInvoicesRepo } from './invoices.repo.ts';

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

/**
 * A row's real cost is what its invoice lines charge, in euro; no line: null, so its theoretical cost
 * counts again. It is paid on the latest payment date of a paid invoice charging it, else unpaid.
 */
async function restate(trx: Database, kind: RowKind, ids: number[]) {
  if (ids.length === 0) return;
  const column = sql.ref(`s.${lineColumn[kind]}`);
  await sql`update ${sql.table(tables[kind])} r set
      r_cost = (select sum(s.r_cost) from invoice_services s where ${column} = r.id),
      payment_date = (select max(i.payment_date) from invoice_services s join invoices i on i.id = s.invoice_id
        where ${column} = r.id and i.payment_status_id = ${paidPaymentStatusId})
    where r.id in (${sql.join(ids)})`.execute(trx);
}

interface TripFigures {
  trip_price: number;
  insurance_cost: number;
  total_cost: number;
  gross_margin: number;
  gross_margin_per: number | null;
}

/** Stores the trip's costs and margin again from its rows (`tripCosts`, as its own save does). */
async function recomputeTrip(trx: Database, userId: number, tripId: number) {
  const before = (await trx
    .selectFrom('trips')
    .select(['trip_price', 'insurance_cost', 'total_cost', 'gross_margin', 'gross_margin_per'])
    .where('id', '=', tripId)
    .executeTakeFirstOrThrow()) as TripFigures;
  const { rows } = await sql<{
    trip_service_status_id: number;
    r_cost: number | null;
    t_cost: number | null;
  }>`
    select trip_service_status_id, r_cost, t_cost from trip_accommodations where trip_id = ${tripId}
    union all select trip_service_status_id, r_cost, t_cost from trip_transfers where trip_id = ${tripId}
    union all select trip_service_status_id, r_cost, t_cost from trip_other_services where trip_id = ${tripId}`.execute(
    trx,
  );
  const costs = tripCosts(rows, before.trip_price, before.insurance_cost);
  const problem = costsProblem(costs);
  if (problem) throw badRequest(problem);
  await trx
    .updateTable('trips')
    .set({ ...costs, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', tripId)
    .execute();
  const { trip_price, insurance_cost, ...was } = before;
  await recordChange(trx, {
    entity: tripEntity,
    entityId: tripId,
    action: 'update',
    userId,
    before: was,
    after: { ...costs },
  });
}

/**
 * After an invoice's lines changed, in the save's transaction: every row it touched (before or after)
 * takes its real cost and payment from its lines, each changed row is written in its trip's history
 * ("Accommodation #12: invoice F-1"), and each trip's stored costs and margin are computed again.
 */
export async function applyToTrips(
  trx: Database,
  userId: number,
  invoiceNumber: string,
  touched: ServiceRow[],
) {
  const repo = createInvoicesRepo(trx);
  for (const kind of Object.keys(tables) as RowKind[])
    await restate(trx, kind, [...new Set(touched.filter((r) => r.kind === kind).map((r) => r.row_id))]);
  const after = new Map((await repo.rows(touched)).map((r) => [`${r.kind}:${r.row_id}`, r]));
  const trips = new Set<number>();
  for (const was of touched) {
    const now = after.get(`${was.kind}:${was.row_id}`);
    if (!now) continue;
    const pick = (r: ServiceRow) => ({ r_cost: r.r_cost, payment_date: r.payment_date });
    const entry = await recordChange(trx, {
      entity: tripEntity,
      entityId: was.trip_id,
      subject: `${sections[was.section].label} #${was.row_id}: invoice ${invoiceNumber}`,
      action: 'update',
      userId,
      before: pick(was),
      after: pick(now),
    });
    if (entry) trips.add(was.trip_id);
  }
  for (const tripId of trips) await recomputeTrip(trx, userId, tripId);
}
