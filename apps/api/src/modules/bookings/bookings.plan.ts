import { serviceStatus as S } from '@trips/shared/modules/bookings/bookings.constants';
import { generalStatuses, type TripSection, tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { Database } from '../../db/database.ts';
import { enqueue } from '../../engine/jobs/enqueue.ts';
import type { RawTrip } from '../trips/trips.presenter.ts';
import { sections } from '../trips/trips.sections.ts';
import type { ChangeKind } from './bookings.changes.ts';
import { bookedOf } from './bookings.diff.ts';
import { createBookingsRepo } from './bookings.repo.ts';
import { modifiedFields } from './bookings.slugs.ts';

type Row = Record<string, unknown>;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const status = (r: Row | undefined) => Number(r?.trip_service_status_id ?? 0);

/** What a save asks of the automation for one row: a status to set and a job to run. */
interface RowPlan {
  status?: number;
  job?: 'request' | ChangeKind;
  supersede?: boolean;
}

/** The automation's reading of one row's save (only rows it books: `is_send_email` on). */
function planRow(before: Row | undefined, after: Row, section: TripSection, tripActive: boolean): RowPlan {
  const [was, now] = [status(before), status(after)];
  if (before && !same(before.provider_id, after.provider_id) && was !== S.ok) {
    // Another provider now: what was asked of the last one no longer stands.
    return { supersede: true, status: now === S.cancelled ? now : S.ok, job: 'request' };
  }
  if (now === S.cancelled && (was === S.requested || was === S.confirmed))
    return was === S.requested && section === 'accommodations'
      ? { supersede: true, job: 'withdraw' }
      : { status: S.cancellationRequested, job: 'cancel' };
  if (was === S.confirmed && now === S.confirmed && before) {
    if (modifiedFields[section].some((f) => !same(before[f], after[f])))
      return { status: S.modificationRequested, job: 'modify' };
    if (
      !same(before.comments_to_provider, after.comments_to_provider) &&
      String(after.comments_to_provider ?? '').trim()
    )
      return { job: 'comments' };
  }
  if (tripActive && (now === S.ok || now === S.pending) && after.provider_id) return { job: 'request' };
  return {};
}

const rowKey = (job: string, section: string, id: number) => `booking.${job}:${section}:${id}`;

/**
 * Runs in the trip's save: reads each automated row's change and schedules what it asks of the provider
 * (a request, changes, a cancellation, new comments), setting the status the row now waits in. Rows
 * deleted by the save stop their links. Answers whether rows were changed (the caller reloads the trip).
 */
export async function planBookings(trx: Database, before: RawTrip, after: RawTrip, now: Date) {
  const repo = createBookingsRepo(trx);
  const tripActive = Number(after.trip.general_status_id) === generalStatuses.active;
  let changed = false;
  for (const section of tripSections) {
    const kept = new Set(after[section].map((r) => r.id as number));
    const gone = before[section].map((r) => r.id as number).filter((id) => !kept.has(id));
    await repo.supersede(section, gone, now);
    const was = new Map(before[section].map((r) => [r.id as number, r]));
    for (const row of after[section]) {
      if (row.is_send_email !== true) continue;
      const id = row.id as number;
      const before = was.get(id);
      const plan = planRow(before, row, section, tripActive);
      if (plan.supersede) await repo.supersede(section, [id], now);
      if (plan.status !== undefined && plan.status !== status(row)) {
        await trx
          .updateTable(sections[section].table)
          .set({ trip_service_status_id: plan.status })
          .where('id', '=', id)
          .execute();
        changed = true;
      }
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
          // A modification carries the row as booked: the email tells the provider what changes.
          {
            section,
            row_id: id,
            kind: plan.job,
            ...(plan.job === 'modify' && before && { booked: bookedOf(section, before) }),
          },
          { latestKey: rowKey('change', section, id) },
        );
    }
  }
  return changed;
}
