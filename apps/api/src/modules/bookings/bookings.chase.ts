import { serviceStatus as S } from '@trips/shared/modules/bookings/bookings.constants';
import {
  taskInformationMessages as info,
  systemTaskMessages as task,
} from '@trips/shared/modules/tasks/system-tasks';
import { tripCauseMessages as cause } from '@trips/shared/modules/trips/trip-causes';
import { fallBack } from './bookings.fallback.ts';
import { type BookingRequest, createBookingsRepo } from './bookings.repo.ts';
import { chaseAt, scheduleChase } from './bookings.request.ts';
import type { BookingRow } from './bookings.rows.ts';
import {
  bookingTask,
  EmailHeld,
  phoneScript,
  rowLabel,
  type StepContext,
  sendBookingEmail,
  updateRow,
} from './bookings.send.ts';
import { settingsKindOf, stepTemplates } from './bookings.slugs.ts';
import { answerBy, dayIn, nextSendingMoment, sentAgo } from './bookings.time.ts';

type Lang = BookingRequest['lang'];

const deadlineOf = (vars: object) => (vars as { response: { deadline: string } }).response.deadline;

/**
 * A request still unanswered when its wait ran out: the next reminder (on a sending day), or, when the
 * reminders are spent, the end of asking: no response (then the fallback), or a chase of the cancellation.
 * `step` is the number of reminders the job expects sent; any other count means another step acted.
 */
export async function chaseRequest(ctx: StepContext, b: BookingRow, request: BookingRequest, step: number) {
  if (request.answered_at || request.superseded_at || request.reminders_sent !== step) return;
  if (b.row.is_send_email !== true) return;
  const expiresAt = new Date(request.expires_at);
  const sentAt = new Date(request.sent_at);
  const plan = request.purpose === 'cancel' ? null : reminderPlan(ctx, b, request.purpose);
  // A reminder asks for an answer by the end of its own wait (when the next step comes); the request
  // keeps that day, so its page says what the reminder said.
  const deadline = answerBy(ctx.now, plan?.wait ?? null, expiresAt, ctx.timeZone);
  const vars = {
    response: { url: ctx.linkOf(request.id, expiresAt), deadline },
    reminder: {
      number: step + 1,
      first_sent: dayIn(sentAt, ctx.timeZone),
      sent_ago: sentAgo(sentAt, ctx.now, request.lang),
    },
  };
  try {
    await chaseStep(ctx, b, request, step, plan, vars);
  } catch (error) {
    // Held for a blank value: the task for staff is raised, the chase ends here.
    if (!(error instanceof EmailHeld)) throw error;
  }
}

async function chaseStep(
  ctx: StepContext,
  b: BookingRow,
  request: BookingRequest,
  step: number,
  plan: ReturnType<typeof reminderPlan> | null,
  vars: object,
) {
  if (!plan) return chaseCancellation(ctx, b, request, vars);
  if (plan.slug && step < plan.count && plan.wait !== null) {
    const when = nextSendingMoment(ctx.now, ctx.settings.sendingDays, ctx.timeZone);
    if (when && when.getTime() > ctx.now.getTime()) return void (await chaseAt(ctx, request.id, step, when));
    if (when) {
      await sendBookingEmail(ctx, b, plan.slug, request.lang as Lang, vars);
      await createBookingsRepo(ctx.trx).reminded(request.id, step + 1, deadlineOf(vars));
      await scheduleChase(ctx, request.id, step + 1, plan.wait);
      return;
    }
  }
  await noResponse(ctx, b, request, vars);
}

function reminderPlan(ctx: StepContext, b: BookingRow, purpose: 'request' | 'modify') {
  if (purpose === 'modify') {
    const r = ctx.settings.modifyReminders(settingsKindOf[b.section]);
    return { slug: stepTemplates.modifyReminder[b.section], count: r.enabled ? r.count : 0, wait: r.wait };
  }
  const r = ctx.settings.reminders;
  return { slug: stepTemplates.reminder[b.section], count: r.enabled ? r.count : 0, wait: r.wait };
}

async function noResponse(ctx: StepContext, b: BookingRow, request: BookingRequest, vars: object) {
  const repo = createBookingsRepo(ctx.trx);
  await repo.claim(request.id, { decision: null, answered_by: 'none' }, ctx.now, null);
  const provider = String(b.provider?.commercial_name ?? '');
  if (request.purpose === 'modify') {
    await bookingTask(
      ctx,
      b,
      task.noAnswerToChanges(provider, rowLabel(b)),
      info.changesAskedOn(new Date(request.sent_at).toISOString().slice(0, 10)),
    );
    return;
  }
  const lang = request.lang as Lang;
  const slug = stepTemplates.noResponse[b.section];
  if (slug) await sendBookingEmail(ctx, b, slug, lang, vars);
  const script = await phoneScript(ctx, b, stepTemplates.reminderPhone[b.section]!, lang, vars);
  await bookingTask(ctx, b, task.noResponse(provider, rowLabel(b)), script);
  await updateRow(ctx, b, { trip_service_status_id: S.noResponse }, cause.noResponse(provider));
  await fallBack(ctx, b, cause.didNotAnswer(provider));
}

async function chaseCancellation(ctx: StepContext, b: BookingRow, request: BookingRequest, vars: object) {
  await sendBookingEmail(ctx, b, stepTemplates.cancelNoResponse[b.section]!, request.lang as Lang, vars);
  await createBookingsRepo(ctx.trx).reminded(request.id, 1, deadlineOf(vars));
  await bookingTask(
    ctx,
    b,
    task.noAnswerToCancellation(rowLabel(b)),
    info.cancellationUnconfirmed(String(b.provider?.commercial_name ?? '')),
  );
}
