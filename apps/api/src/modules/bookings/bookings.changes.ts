import { type BookingPurpose, serviceStatus as S } from '@trips/shared/modules/bookings/bookings.constants';
import { systemTaskMessages as task } from '@trips/shared/modules/tasks/system-tasks';
import { tripCauseMessages as cause } from '@trips/shared/modules/trips/trip-causes';
import { langOf } from './bookings.data.ts';
import { bookedOf, changeLines, sameBooking } from './bookings.diff.ts';
import { createBookingsRepo } from './bookings.repo.ts';
import { scheduleChase, settingsWait } from './bookings.request.ts';
import type { BookingRow } from './bookings.rows.ts';
import {
  BookingProblem,
  bookingTask,
  EmailHeld,
  rowLabel,
  type StepContext,
  sendBookingEmail,
  updateRow,
} from './bookings.send.ts';
import { stepTemplates } from './bookings.slugs.ts';
import { answerBy, linkExpiry, startOf } from './bookings.time.ts';

export type ChangeKind = 'modify' | 'cancel' | 'withdraw' | 'comments';

const notSent: Record<ChangeKind, string> = {
  modify: cause.changesNotSent,
  cancel: cause.cancellationNotSent,
  withdraw: cause.withdrawalNotSent,
  comments: cause.commentsNotSent,
};

/** The status a row waits in while the provider is asked for a change or a cancellation. */
const waitingStatus: Record<'modify' | 'cancel', number> = {
  modify: S.modificationRequested,
  cancel: S.cancellationRequested,
};

/**
 * Tells the provider of a change staff saved: a modification or a cancellation to accept by link (with
 * its wait and reminders), a request withdrawn before it was answered, or new comments.
 */
export async function sendChange(
  ctx: StepContext,
  b: BookingRow,
  kind: ChangeKind,
  booked?: Record<string, unknown>,
) {
  const lang = langOf(b.provider);
  try {
    if (kind === 'comments')
      return void (await sendBookingEmail(ctx, b, stepTemplates.comments[b.section]!, lang, {}));
    if (kind === 'withdraw') {
      return void (await sendBookingEmail(ctx, b, stepTemplates.withdraw[b.section]!, lang, {}));
    }
    if (Number(b.row.trip_service_status_id) !== waitingStatus[kind]) return;
    await ask(ctx, b, kind, lang, booked);
  } catch (error) {
    if (!(error instanceof BookingProblem)) throw error;
    await updateRow(ctx, b, { send_email_error: error.message }, notSent[kind]);
    // A held email has its task already (naming what was blank).
    if (error instanceof EmailHeld) return;
    await bookingTask(
      ctx,
      b,
      task.tellProvider(String(b.provider?.commercial_name ?? 'the provider'), rowLabel(b)),
      error.message,
    );
  }
}

async function ask(
  ctx: StepContext,
  b: BookingRow,
  purpose: Exclude<BookingPurpose, 'request'>,
  lang: ReturnType<typeof langOf>,
  booked?: Record<string, unknown>,
) {
  const repo = createBookingsRepo(ctx.trx);
  const rowId = Number(b.row.id);
  const basis = bookedOf(b.section, b.row);
  const open = await repo.open(b.section, rowId);
  // Asked already for the row as it stands: saves that came back to it send nothing more.
  if (open?.purpose === purpose && (purpose === 'cancel' || sameBooking(open.basis, basis))) return;
  await repo.supersede(b.section, [rowId], ctx.now);
  // Every change since what the provider last confirmed, whatever was asked in between.
  const confirmed = (await repo.lastConfirmedBasis(b.section, rowId, Number(b.provider!.id))) ?? booked;
  const expiresAt = linkExpiry(ctx.now, startOf(b));
  const wait = settingsWait(ctx, b, purpose);
  const deadline = answerBy(ctx.now, wait, expiresAt, ctx.timeZone);
  const reason = String((purpose === 'modify' ? b.row.modification_reason : b.row.cancellation_reason) ?? '');
  const request = await repo.insert({
    trip_id: Number(b.trip.id),
    section: b.section,
    row_id: Number(b.row.id),
    provider_id: Number(b.provider!.id),
    purpose,
    lang,
    test_mode: ctx.settings.testMode,
    reason,
    changes:
      purpose === 'modify' && confirmed ? (await changeLines(ctx.trx, b, confirmed, lang)).join('\n') : '',
    sent_at: ctx.now,
    expires_at: expiresAt,
    basis: purpose === 'modify' ? basis : null,
    answer_by: deadline,
  });
  const response = { url: ctx.linkOf(request.id, expiresAt), deadline };
  const slug = (purpose === 'modify' ? stepTemplates.modify : stepTemplates.cancel)[b.section]!;
  await sendBookingEmail(ctx, b, slug, lang, { response });
  await scheduleChase(ctx, request.id, 0, wait);
  await updateRow(
    ctx,
    b,
    { send_email_error: null },
    purpose === 'modify' ? cause.changesSent : cause.cancellationSent,
  );
}
