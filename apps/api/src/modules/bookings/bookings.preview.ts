import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { Database } from '../../db/database.ts';
import { currentReaderLanguage } from '../../db/reader-language.ts';
import type { PlannedJob, PlannedMessage } from '../trips/index.ts';
import type { ChangeKind } from './bookings.changes.ts';
import { changeLines } from './bookings.diff.ts';
import { createBookingsRepo } from './bookings.repo.ts';
import { notRequestable, requestsByPhone } from './bookings.request.ts';
import { type BookingRow, loadBookingRow } from './bookings.rows.ts';
import { readBookingSettings } from './bookings.settings.ts';

type Payload = {
  section?: TripSection;
  row_id?: number;
  kind?: ChangeKind;
  booked?: Record<string, unknown>;
};

/** A modification's lines as the reader reads them: every change since what the provider last confirmed. */
async function modifyLines(db: Database, b: BookingRow, booked: Record<string, unknown> | undefined) {
  const repo = createBookingsRepo(db);
  const confirmed =
    (await repo.lastConfirmedBasis(b.section, Number(b.row.id), Number(b.provider!.id))) ?? booked;
  return confirmed ? changeLines(db, b, confirmed, currentReaderLanguage()) : [];
}

/**
 * What the booking jobs a change left waiting will send when they run, a message per row: a request by
 * email or a call to make, a modification with its lines, a cancellation, a withdrawal, new comments.
 * Rows that will not be asked (trip not Active, no provider, past) are left out, as their step would.
 */
export async function describeMessages(db: Database, jobs: readonly PlannedJob[], today: string) {
  const { phoneWithinDays } = await readBookingSettings(db);
  const messages: PlannedMessage[] = [];
  for (const job of jobs) {
    const { section, row_id, kind, booked } = job.payload as Payload;
    if (!section || !row_id) continue;
    const b = await loadBookingRow(db, section, row_id);
    if (!b?.provider) continue;
    const about = {
      provider_id: Number(b.provider.id),
      provider_name: String(b.provider.commercial_name ?? ''),
      section,
      row_id,
    };
    if (job.kind === 'booking.request') {
      if (notRequestable(b, today)) continue;
      const phone = requestsByPhone(b, today, phoneWithinDays);
      messages.push({ ...about, kind: phone ? 'phone' : 'request', lines: [] });
    } else if (job.kind === 'booking.change' && kind) {
      const lines = kind === 'modify' ? await modifyLines(db, b, booked) : [];
      messages.push({ ...about, kind, lines });
    }
  }
  return messages;
}
