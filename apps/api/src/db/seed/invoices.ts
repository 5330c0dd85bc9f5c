import { paidPaymentStatusId } from '@trips/shared/modules/invoices/invoices.constants';
import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import { sql } from 'kysely';
import { writeInvoice } from '../../modules/invoices/invoices.write.ts';
import type { Database } from '../database.ts';

const DAY = 86_400_000;
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

interface PastRow {
  section: TripSection;
  row_id: number;
  provider_id: number;
  t_cost_national: number;
  end_date: string;
}

/** How each demo invoice stands: paid, a paid prepayment, a proforma awaiting payment, checked, disputed. */
const shapes = [
  { internal_status_id: 3, payment_status_id: paidPaymentStatusId, paid: true },
  { internal_status_id: 3, payment_status_id: paidPaymentStatusId, paid: true, is_prepayment: true },
  { internal_status_id: 1, payment_status_id: 1, is_proforma_invoice: true, is_prepayment: true },
  { internal_status_id: 2, payment_status_id: 1 },
  { internal_status_id: 4, payment_status_id: 3 },
] as const;

/**
 * Demo invoices for the past demo trips: one per provider for its first services (up to three), their real
 * cost the theoretical one (one a little lower, so a margin moves), saved through the invoices' own save so
 * the trips' real costs, margins and history follow. Runs once, on a fresh database after the demo trips.
 */
export async function seedInvoices(db: Database, adminEmail: string) {
  if (await db.selectFrom('invoices').select('id').limit(1).executeTakeFirst()) return;
  const admin = await db.selectFrom('users').select('id').where('email', '=', adminEmail).executeTakeFirst();
  const alba = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'alba@example.com')
    .executeTakeFirst();
  if (!admin) return;
  const { rows } = await sql<PastRow>`select 'accommodations' as section, a.id as row_id, a.provider_id,
      a.t_cost_national, t.end_date::text as end_date
    from trip_accommodations a join trips t on t.id = a.trip_id
    where t.end_date < current_date and a.provider_id is not null and a.t_cost_national is not null
      and a.trip_service_status_id <> 7
    order by a.provider_id, t.start_date, a.id`.execute(db);
  const byProvider = new Map<number, PastRow[]>();
  for (const row of rows) byProvider.set(row.provider_id, [...(byProvider.get(row.provider_id) ?? []), row]);
  const providers = [...byProvider.entries()].slice(0, 8);
  const asNew = { userId: admin.id, id: null, version: 1, prepared: undefined };
  for (const [n, [providerId, services]] of providers.entries()) {
    const { paid, ...shape } = { paid: false, ...shapes[n % shapes.length] };
    const lines = services.slice(0, 3);
    const invoiceDate = addDays(lines[lines.length - 1].end_date, 5);
    await db.transaction().execute((trx) =>
      writeInvoice(trx, asNew, {
        invoice: {
          invoice_number: `FAC-${invoiceDate.slice(0, 4)}-${String(101 + n)}`,
          document_number: '',
          is_ota_invoice: false,
          provider_id: providerId,
          ota_account_id: null,
          invoice_owner_id: alba?.id ?? null,
          invoice_date: invoiceDate,
          payment_date: paid ? addDays(invoiceDate, 14) : null,
          is_proforma_invoice: false,
          is_prepayment: false,
          tag_ids: [],
          ...shape,
        },
        services: lines.map((row, i) => ({
          id: null,
          section: row.section,
          row_id: row.row_id,
          r_cost_national:
            i === 0 && n % 2 === 0 ? Math.round(row.t_cost_national * 95) / 100 : row.t_cost_national,
        })),
        deleted_service_ids: [],
      }),
    );
  }
}
