import { tripSections } from '@trips/shared/modules/trips/trips.constants';
import { voucherStatus } from '@trips/shared/modules/vouchers/vouchers.constants';
import type { Database } from '../../db/database.ts';
import { enqueue } from '../../engine/jobs/enqueue.ts';
import type { RawTrip, TripFlags } from '../trips/index.ts';
import { daysBefore, documentSettings, firstSendDelay, resendDelay } from './vouchers.schedule.ts';
import { stillWanted, voucherRows } from './vouchers.send.ts';

type Row = Record<string, unknown>;

/** What a voucher page shows of a row: a change to any of these makes sent vouchers out of date. */
const shown = [
  'trip_service_status_id',
  'provider_id',
  'location_id',
  'checkin_date',
  'checkout_date',
  'people',
  'individual_rooms',
  'double_rooms',
  'twin_rooms',
  'triple_rooms',
  'meals_id',
  'date',
  'from_location_id',
  'to_location_id',
  'from_meeting_point_id',
  'to_meeting_point_id',
  'luggage',
  'is_undefined_time',
  'service_type_id',
  'service_id',
  'from_date',
  'to_date',
  'meeting_point_id',
  'food_service_meal_id',
  'comments_in_voucher',
  'observations',
];
const face = (row: Row) => JSON.stringify(shown.map((f) => row[f] ?? null));

/** Whether a service was added, removed or changed in what its voucher shows. */
export function servicesChanged(before: RawTrip, after: RawTrip) {
  return tripSections.some((section) => {
    const [then, now] = [before[section] as readonly Row[], after[section] as readonly Row[]];
    const was = new Map(then.map((r) => [r.id, face(r)]));
    return was.size !== now.length || now.some((r) => was.get(r.id) !== face(r));
  });
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * Runs in the trip's save. A trip not sent yet, with a customer email and services, gets its first sending
 * scheduled per the document settings (once: the job's key is the trip's). Sent vouchers whose services changed
 * become "Re-send needed", and with `is_update_on_trip_changes` the re-send is scheduled. Answers the voucher
 * status the trip must take (the trips module writes it).
 */
export async function planDocuments(
  trx: Database,
  before: RawTrip,
  after: RawTrip,
  now: Date,
): Promise<TripFlags> {
  let trip = after.trip;
  const id = Number(trip.id);
  if (stillWanted(trip, 'first')) {
    if (!str(trip.customer_email).trim() || voucherRows(after).length === 0) return {};
    const bookedAt = new Date(str(trip.created_at));
    const delay = firstSendDelay(await documentSettings(trx), daysBefore(bookedAt, str(trip.start_date)));
    if (delay === null) return {};
    const runAt = new Date(Math.max(now.getTime(), bookedAt.getTime() + delay));
    await enqueue(
      trx,
      'documents.send',
      { trip_id: id, reason: 'first' },
      { runAt, dedupeKey: `documents.send:${id}:first` },
    );
    return {};
  }
  const wasSent = Number(before.trip.voucher_status_id) === voucherStatus.sent;
  const flags: TripFlags = {};
  if (wasSent && Number(trip.voucher_status_id) === voucherStatus.sent && servicesChanged(before, after)) {
    flags.voucher_status_id = voucherStatus.resendNeeded;
    trip = { ...trip, ...flags };
  }
  if (stillWanted(trip, 'resend')) {
    const runAt = new Date(now.getTime() + resendDelay(await documentSettings(trx)));
    // One waiting re-send per trip: later saves join it (its time stays the first one's).
    await enqueue(
      trx,
      'documents.send',
      { trip_id: id, reason: 'resend' },
      { runAt, latestKey: `documents.send:${id}:resend` },
    );
  }
  return flags;
}
