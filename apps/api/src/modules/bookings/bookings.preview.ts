import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { Database } from '../../db/database.ts';
import { notRequestable, requestsByPhone } from './bookings.request.ts';
import { loadBookingRow } from './bookings.rows.ts';
import { readBookingSettings } from './bookings.settings.ts';

/** What planned requests will do when their steps run: emails to providers, and calls staff make. */
export interface RequestsPreview {
  emails: number;
  phone_calls: number;
  providers: number;
}

/** The requests of these rows as their steps will send them today (by email or by a phone task). */
export async function previewRequests(
  db: Database,
  rows: readonly { section: TripSection; row_id: number }[],
  today: string,
): Promise<RequestsPreview> {
  const { phoneWithinDays } = await readBookingSettings(db);
  const preview = { emails: 0, phone_calls: 0, providers: 0 };
  const providers = new Set<number>();
  for (const { section, row_id } of rows) {
    const b = await loadBookingRow(db, section, row_id);
    if (!b || notRequestable(b, today)) continue;
    providers.add(Number(b.provider!.id));
    if (requestsByPhone(b, today, phoneWithinDays)) preview.phone_calls += 1;
    else preview.emails += 1;
  }
  return { ...preview, providers: providers.size };
}
