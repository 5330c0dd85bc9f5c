import { sql } from 'kysely';
import { enqueue } from '../../engine/jobs/enqueue.ts';
import { createRecordsRepo } from '../../engine/settings/records.repo.ts';
import type { Database } from '../database.ts';

/** Waits short enough to watch in a demo, long enough not to flood it; test mode stays on. */
const demoBookingSettings = {
  bps_test_mode: true,
  bps_booking_request_wait: 48,
  bps_booking_reminder_wait: 24,
  bps_booking_reminder_count: 2,
  bps_booking_modify_wait: 48,
  bps_booking_cancel_wait: 48,
  bps_transfer_request_wait: 48,
  bps_transfer_cancel_wait: 48,
  bps_transfer_modify_wait: 48,
  bps_other_request_wait: 72,
};

/**
 * The booking automation on two upcoming Active demo trips: their rows are booked by the system, so the
 * first start sends their requests (in test mode, to the brands' own accounts: the dev outbox shows them).
 */
export async function seedBookingDemo(db: Database) {
  await createRecordsRepo(db).write('booking', demoBookingSettings, 2);
  const trips = await db
    .selectFrom('trips')
    .select('id')
    .where('general_status_id', '=', 2)
    .where('start_date', '>', sql<string>`current_date + 21`)
    .orderBy('start_date')
    .limit(2)
    .execute();
  for (const { id } of trips) {
    for (const [table, section] of [
      ['trip_accommodations', 'accommodations'],
      ['trip_transfers', null],
    ] as const) {
      const rows = await db
        .updateTable(table)
        .set({ is_send_email: true, trip_service_status_id: 1 })
        .where('trip_id', '=', id)
        .where('provider_id', 'is not', null)
        .returning(table === 'trip_transfers' ? ['id', 'transfer_type_id'] : ['id'])
        .execute();
      for (const row of rows as { id: number; transfer_type_id?: number }[]) {
        const of = section ?? (row.transfer_type_id === 2 ? 'luggage_transfers' : 'normal_transfers');
        await enqueue(db, 'booking.request', { section: of, row_id: row.id });
      }
    }
  }
}
