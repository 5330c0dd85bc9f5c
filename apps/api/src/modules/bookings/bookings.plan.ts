import { type TripSection, tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { Database } from '../../db/database.ts';
import { enqueue } from '../../engine/jobs/enqueue.ts';
import type { RawTrip, RowStatus } from '../trips/index.ts';
import { bookedOf, sameBooking } from './bookings.diff.ts';
import { planRow, type RowFacts } from './bookings.plan-row.ts';
import { createBookingsRepo } from './bookings.repo.ts';

type Row = Record<string, unknown>;

const rowKey = (job: string, section: string, id: number) => `booking.${job}:${section}:${id}`;

/** What the provider was last asked and last confirmed for the row (null: nothing kept). */
async function factsOf(
  trx: Database,
  section: TripSection,
  before: Row | undefined,
  after: Row,
): Promise<RowFacts> {
  const repo = createBookingsRepo(trx);
  const id = after.id as number;
  const open = await repo.open(section, id);
  const confirmed = await repo.lastConfirmedBasis(section, id, Number(after.provider_id ?? 0));
  const asBooked = before ? bookedOf(section, before) : null;
  const now = bookedOf(section, after);
  return {
    openPurpose: open?.purpose ?? null,
    // What is asked now differs from the open request: it is out of date.
    openStale: open ? !sameBooking(open.basis ?? asBooked ?? now, now) : false,
    confirmedDiffers: confirmed ? !sameBooking(confirmed, now) : before ? !sameBooking(asBooked, now) : false,
    confirmed: confirmed ?? asBooked,
  };
}

/**
 * Runs in every change of a trip (the editor's save, a re-plan, the automation's own steps): reads each
 * automated row's change (`is_send_email` on) and schedules what it asks of the provider — a request, a
 * modification listing every change since what the provider last confirmed, a cancellation, new comments —
 * superseding at once a request the change makes out of date (its link then answers Superseded). Rows
 * deleted by the change stop their links. Answers the statuses rows must now wait in; trips writes them.
 */
export async function planBookings(
  trx: Database,
  before: RawTrip,
  after: RawTrip,
  now: Date,
  byStep = false,
): Promise<RowStatus[]> {
  const repo = createBookingsRepo(trx);
  const trip = Number(after.trip.general_status_id);
  const statuses: RowStatus[] = [];
  for (const section of tripSections) {
    const kept = new Set(after[section].map((r) => r.id as number));
    const gone = before[section].map((r) => r.id as number).filter((id) => !kept.has(id));
    await repo.supersede(section, gone, now);
    const was = new Map(before[section].map((r) => [r.id as number, r]));
    for (const row of after[section]) {
      if (row.is_send_email !== true) continue;
      const id = row.id as number;
      const then = was.get(id);
      const plan = planRow(then, row, section, trip, await factsOf(trx, section, then, row), byStep);
      if (plan.supersede) await repo.supersede(section, [id], now);
      if (plan.status !== undefined && plan.status !== Number(row.trip_service_status_id))
        statuses.push({ section, id, status: plan.status });
      // One waiting job per row and kind: saves made before it runs are read by it, not queued again.
      if (plan.job === 'request')
        await enqueue(
          trx,
          'booking.request',
          { section, row_id: id },
          { latestKey: rowKey('request', section, id) },
        );
      else if (plan.job)
        await enqueue(
          trx,
          'booking.change',
          { section, row_id: id, kind: plan.job, ...(plan.booked && { booked: plan.booked }) },
          { latestKey: rowKey('change', section, id) },
        );
    }
  }
  return statuses;
}
