import { serviceStatus as S } from '@trips/shared/modules/bookings/bookings.constants';
import { systemTaskMessages as task } from '@trips/shared/modules/tasks/system-tasks';
import { tripCauseMessages as cause } from '@trips/shared/modules/trips/trip-causes';
import { generalStatuses } from '@trips/shared/modules/trips/trips.constants';
import { enqueue } from '../../engine/jobs/enqueue.ts';
import { langOf } from './bookings.data.ts';
import { bookedOf } from './bookings.diff.ts';
import { createBookingsRepo } from './bookings.repo.ts';
import type { BookingRow } from './bookings.rows.ts';
import {
  BookingProblem,
  bookingTask,
  phoneScript,
  rowLabel,
  type StepContext,
  sendBookingEmail,
  updateRow,
} from './bookings.send.ts';
import { settingsKindOf, stepTemplates } from './bookings.slugs.ts';
import { afterHours, answerBy, dayIn, daysBetween, linkExpiry, startOf } from './bookings.time.ts';

/** booking_methods id of Phone. */
const phoneMethod = 2;

/** Why a row cannot be requested now, or null when it can. */
export function notRequestable(b: BookingRow, today: string): string | null {
  if (Number(b.trip.general_status_id) !== generalStatuses.active) return 'trip not active';
  if (!b.provider) return 'no provider';
  const start = startOf(b);
  if (!start || start < today) return 'no dates or dates past';
  if (![S.ok, S.pending].includes(Number(b.row.trip_service_status_id) as 1 | 4)) return 'status';
  return null;
}

/** A provider booked by phone, or a service starting within the phone days, is asked by a call. */
export const requestsByPhone = (b: BookingRow, today: string, phoneWithinDays: number) =>
  Number(b.provider!.booking_method_id) === phoneMethod || daysBetween(today, startOf(b)!) <= phoneWithinDays;

/**
 * Asks the row's provider to book it: by email with the answer link, or, for a provider booked by phone
 * or a trip starting within `bs_forcing_processing_trip_by_phone` days, by a phone task for the
 * operations owner. Status → Requested; the first reminder (or the no-response step) is scheduled.
 */
export async function requestRow(ctx: StepContext, b: BookingRow) {
  const today = dayIn(ctx.now, ctx.timeZone);
  if (notRequestable(b, today)) return false;
  const repo = createBookingsRepo(ctx.trx);
  if (await repo.open(b.section, Number(b.row.id))) return false;
  const lang = langOf(b.provider);
  const start = startOf(b)!;
  const byPhone = requestsByPhone(b, today, ctx.settings.phoneWithinDays);
  const expiresAt = linkExpiry(ctx.now, start);
  const wait = byPhone ? null : settingsWait(ctx, b, 'request');
  const deadline = answerBy(ctx.now, wait, expiresAt, ctx.timeZone);
  try {
    const request = await repo.insert({
      trip_id: Number(b.trip.id),
      section: b.section,
      row_id: Number(b.row.id),
      provider_id: Number(b.provider!.id),
      purpose: 'request',
      channel: byPhone ? 'phone' : 'email',
      lang,
      test_mode: ctx.settings.testMode,
      sent_at: ctx.now,
      expires_at: expiresAt,
      basis: bookedOf(b.section, b.row),
      answer_by: deadline,
    });
    const url = ctx.linkOf(request.id, expiresAt);
    const response = { response: { url, deadline } };
    if (byPhone) {
      const script = await phoneScript(ctx, b, stepTemplates.requestPhone[b.section]!, lang, response);
      await bookingTask(ctx, b, task.callToBook(String(b.provider!.commercial_name), rowLabel(b)), script);
    } else {
      await sendBookingEmail(ctx, b, stepTemplates.request[b.section]!, lang, response);
      await scheduleChase(ctx, request.id, 0, wait);
    }
    await updateRow(
      ctx,
      b,
      { trip_service_status_id: S.requested, provider_date: today, send_email_error: null },
      byPhone ? cause.requestByPhone : cause.requestSent(String(b.provider!.commercial_name)),
    );
    return true;
  } catch (error) {
    if (!(error instanceof BookingProblem)) throw error;
    await repo.supersede(b.section, [Number(b.row.id)], ctx.now);
    await updateRow(ctx, b, { send_email_error: error.message }, cause.requestNotSent);
    return false;
  }
}

export const settingsWait = (ctx: StepContext, b: BookingRow, step: 'request' | 'cancel' | 'modify') =>
  ctx.settings.wait(settingsKindOf[b.section], step);

/** The next chase of a request `hours` from now; none when the wait is not set. */
export async function scheduleChase(ctx: StepContext, requestId: number, step: number, hours: number | null) {
  if (hours === null) return;
  await chaseAt(ctx, requestId, step, afterHours(ctx.now, hours));
}

/** A request's chase number `step` at a moment; rescheduling the same step gets a job of its own. */
export const chaseAt = (ctx: StepContext, requestId: number, step: number, at: Date) =>
  enqueue(
    ctx.trx,
    'booking.chase',
    { request_id: requestId, step },
    {
      runAt: at,
      dedupeKey: `booking.chase:${requestId}:${step}:${at.toISOString()}`,
    },
  );
