import { serviceStatus as S } from '@trips/shared/modules/bookings/bookings.constants';
import { generalStatuses, type TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { ChangeKind } from './bookings.changes.ts';

type Row = Record<string, unknown>;

/** What a change asks of the automation for one row: a status to set, a job to run, links to stop. */
export interface RowPlan {
  status?: number;
  job?: 'request' | ChangeKind;
  supersede?: boolean;
  /** A modification's row as the provider last confirmed it: its email says what changes since. */
  booked?: Row;
}

/** What the provider was asked and confirmed of the row, read before the plan. */
export interface RowFacts {
  openPurpose: string | null;
  /** The open request asks for something other than the row now holds. */
  openStale: boolean;
  /** The row now differs from what the provider last confirmed. */
  confirmedDiffers: boolean;
  confirmed: Row | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const status = (r: Row | undefined) => Number(r?.trip_service_status_id ?? 0);
const booked = (s: number) => s === S.requested || s === S.confirmed || s === S.modificationRequested;

/** A booked row no longer wanted: a request not yet answered is withdrawn, a booking cancelled. */
const release = (was: number, section: TripSection): RowPlan =>
  was === S.requested && section === 'accommodations'
    ? { supersede: true, job: 'withdraw' }
    : { supersede: true, status: S.cancellationRequested, job: 'cancel' };

/** The automation's reading of one row's change (rows it books only: `is_send_email` on). */
export function planRow(
  before: Row | undefined,
  after: Row,
  section: TripSection,
  trip: number,
  facts: RowFacts,
  byStep = false,
): RowPlan {
  const [was, now] = [status(before), status(after)];
  if (before && !same(before.provider_id, after.provider_id) && was !== S.ok) {
    // Another provider now: what was asked of the last one no longer stands.
    return { supersede: true, status: now === S.cancelled ? now : S.ok, job: 'request' };
  }
  if (trip === generalStatuses.cancelled) {
    if (booked(now)) return release(now, section);
    // Never asked, or nobody sells it: nothing to tell anyone.
    return now === S.cancelled || now === S.cancellationRequested
      ? {}
      : { supersede: true, status: S.cancelled };
  }
  if (now === S.cancelled && booked(was)) return release(was, section);
  if (was === S.requested && now === S.requested && facts.openStale)
    // Asked and not answered yet: the request is asked again as the row now stands.
    return { supersede: true, status: S.ok, job: 'request' };
  if (before && was === now && (now === S.confirmed || now === S.modificationRequested)) {
    if (facts.confirmedDiffers) {
      if (now === S.modificationRequested && facts.openPurpose === 'modify' && !facts.openStale) return {};
      return {
        supersede: true,
        status: S.modificationRequested,
        job: 'modify',
        booked: facts.confirmed ?? undefined,
      };
    }
    // Back to what the provider confirmed: the change asked no longer stands.
    if (now === S.modificationRequested) return { supersede: true, status: S.confirmed };
    if (
      !same(before.comments_to_provider, after.comments_to_provider) &&
      String(after.comments_to_provider ?? '').trim()
    )
      return { job: 'comments' };
  }
  // The automation's own steps ask for new bookings themselves (a failed request must not queue itself again).
  if (!byStep && trip === generalStatuses.active && (now === S.ok || now === S.pending) && after.provider_id)
    return { job: 'request' };
  return {};
}
