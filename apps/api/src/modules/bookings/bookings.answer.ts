import {
  type BookingDecision,
  bookingAnswerMessages,
  bookingMessages as m,
  serviceStatus as S,
} from '@trips/shared/modules/bookings/bookings.constants';
import type { BookingAnswerBody } from '@trips/shared/modules/bookings/bookings.schema';
import {
  taskInformationMessages as info,
  systemTaskMessages as task,
} from '@trips/shared/modules/tasks/system-tasks';
import { tripCauseMessages as cause } from '@trips/shared/modules/trips/trip-causes';
import { prepaymentMethodId } from '@trips/shared/modules/trips/trips.constants';
import { sql } from 'kysely';
import { AppError } from '../../http/errors.ts';
import { fallBack } from './bookings.fallback.ts';
import type { BookingRequest } from './bookings.repo.ts';
import type { BookingRow } from './bookings.rows.ts';
import { bookingTask, rowLabel, type StepContext, sendBookingEmail, updateRow } from './bookings.send.ts';
import { stepTemplates } from './bookings.slugs.ts';
import { dayIn, startOf } from './bookings.time.ts';

type Lang = BookingRequest['lang'];

/** A decline needs a reason, wherever it comes from. */
export function checkAnswer(body: BookingAnswerBody) {
  if (body.decision === 'decline' && !body.comment?.trim())
    throw new AppError(400, m.reasonRequired, { comment: m.reasonRequired }, [m.reasonRequired]);
}

/** The columns a claimed request keeps of an answer, whoever gave it. */
export const answerOf = (body: BookingAnswerBody, by: 'provider' | 'staff') => ({
  decision: body.decision,
  answered_by: by,
  conf_number: body.conf_number?.trim() ?? '',
  comment: body.comment?.trim() ?? '',
  free_cancellation_date: body.decision === 'confirm' ? (body.free_cancellation_date ?? null) : null,
});

/** The hotel's free-cancellation day as the request keeps it (a calendar day, not an instant). */
async function freeCancellationOf(ctx: StepContext, requestId: number) {
  const { day } = await ctx.trx
    .selectFrom('booking_requests')
    .select(sql<string | null>`free_cancellation_date::text`.as('day'))
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  return day ? { free_cancellation_date: day } : {};
}

/**
 * "CONF-1\nsee you on Monday": what the provider told us, as the row keeps it, in no language of ours (the
 * bookings panel labels the number in the reader's).
 */
const fromProvider = (request: BookingRequest) =>
  [request.conf_number, request.comment].filter(Boolean).join('\n');

/**
 * Acts on a claimed answer: a confirmed request confirms the row (then the confirmation email, and the
 * proforma request at a prepayment provider); a declined one marks it and falls back to the next
 * provider; a change or a cancellation answered moves the row to what the provider accepted.
 */
export async function applyAnswer(ctx: StepContext, b: BookingRow, request: BookingRequest, who: string) {
  const decision = request.decision as BookingDecision;
  const lang = request.lang as Lang;
  const provider = String(b.provider?.commercial_name ?? '');
  const answered = {
    comments_from_provider: fromProvider(request),
    provider_acceptance_date: dayIn(ctx.now, ctx.timeZone),
  };
  if (request.purpose === 'request') {
    if (decision === 'decline') {
      await updateRow(
        ctx,
        b,
        { trip_service_status_id: S.declined, comments_from_provider: request.comment },
        cause.declined(provider),
      );
      const ack = stepTemplates.decline[b.section];
      if (ack) await sendBookingEmail(ctx, b, ack, lang, {});
      return fallBack(ctx, b, cause.declined(provider));
    }
    const deadline = b.section === 'accommodations' ? await freeCancellationOf(ctx, request.id) : {};
    await updateRow(
      ctx,
      b,
      { trip_service_status_id: S.confirmed, who_accepted: who, ...answered, ...deadline },
      cause.confirmed(provider),
    );
    await sendBookingEmail(ctx, b, stepTemplates.confirmation[b.section]!, lang, {});
    const proforma = stepTemplates.prepayment[b.section];
    if (proforma && Number(b.provider?.payment_method_id) === prepaymentMethodId)
      await sendBookingEmail(ctx, b, proforma, lang, prepaymentVars(b, ctx));
    return;
  }
  if (request.purpose === 'modify') {
    if (decision === 'confirm')
      return updateRow(
        ctx,
        b,
        { trip_service_status_id: S.confirmed, who_accepted: who, ...answered },
        cause.acceptedChanges(provider),
      );
    await updateRow(
      ctx,
      b,
      { trip_service_status_id: S.confirmed, comments_from_provider: request.comment },
      cause.declinedChanges(provider),
    );
    const ack = stepTemplates.modifyDecline[b.section];
    if (ack) await sendBookingEmail(ctx, b, ack, lang, {});
    return bookingTask(
      ctx,
      b,
      task.declinedChanges(provider, rowLabel(b)),
      info.changesDeclined(request.comment),
    );
  }
  if (decision === 'confirm')
    return updateRow(
      ctx,
      b,
      { trip_service_status_id: S.cancelled, ...answered },
      cause.confirmedCancellation(provider),
    );
  await updateRow(
    ctx,
    b,
    { trip_service_status_id: S.confirmed, comments_from_provider: request.comment },
    cause.refusedCancellation(provider),
  );
  return bookingTask(ctx, b, task.refusedCancellation(provider, rowLabel(b)), info.reason(request.comment));
}

function prepaymentVars(b: BookingRow, ctx: StepContext) {
  const amount = b.row.t_cost_national ?? b.row.t_cost;
  const symbol = String(b.row.provider_currency_symbol ?? '€');
  return {
    prepayment: {
      amount: amount === null || amount === undefined ? '' : `${Number(amount).toFixed(2)} ${symbol}`,
      // Paid before the guests arrive.
      due_date: startOf(b) ?? dayIn(ctx.now, ctx.timeZone),
    },
    // A confirmed booking has nothing left to answer: the proforma comes back by email.
    response: { url: '', deadline: '' },
  };
}
