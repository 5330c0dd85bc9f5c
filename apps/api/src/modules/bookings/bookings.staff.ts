import {
  bookingAnswerMessages,
  bookingMessages as m,
  serviceStatus as S,
} from '@trips/shared/modules/bookings/bookings.constants';
import type { BookingAnswerBody } from '@trips/shared/modules/bookings/bookings.schema';
import { tripCauseMessages as cause } from '@trips/shared/modules/trips/trip-causes';
import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { Clock } from '../../engine/jobs/clock.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { answerOf, applyAnswer, checkAnswer } from './bookings.answer.ts';
import { type BookingDeps, inStep } from './bookings.jobs.ts';
import { createBookingsRepo } from './bookings.repo.ts';
import { requestRow } from './bookings.request.ts';
import { type BookingRow, loadBookingRow } from './bookings.rows.ts';
import { updateRow } from './bookings.send.ts';

type RowCheck = (tripId: number, section: TripSection, rowId: number) => Promise<BookingRow>;

/** What staff do from the trip screen: send a request now, stop the automation, record an answer. */
export function createStaffActions(
  deps: BookingDeps & { clock: Clock; kick: () => void },
  rowOrThrow: RowCheck,
) {
  async function act(
    userId: number,
    tripId: number,
    section: TripSection,
    rowId: number,
    work: (b: BookingRow, ctx: Parameters<Parameters<typeof inStep>[2]>[0]) => Promise<string>,
  ) {
    await rowOrThrow(tripId, section, rowId);
    const message = await inStep(
      deps,
      deps.clock.now(),
      async (ctx) => {
        const b = (await loadBookingRow(ctx.trx, section, rowId, { lock: true }))!;
        const said = await work(b, ctx);
        const trip = await ctx.trx
          .selectFrom('trips_view')
          .select('version')
          .where('id', '=', tripId)
          .executeTakeFirstOrThrow();
        return { message: said, version: trip.version };
      },
      userId,
    );
    deps.kick();
    return { success: true as const, ...message };
  }

  return {
    sendNow: (userId: number, tripId: number, section: TripSection, rowId: number) =>
      act(userId, tripId, section, rowId, async (b, ctx) => {
        if (await createBookingsRepo(ctx.trx).open(section, rowId)) throw conflict(m.alreadyRequested);
        if (![S.ok, S.pending].includes(Number(b.row.trip_service_status_id) as 1 | 4))
          throw conflict(m.notRequestable);
        if (b.row.is_send_email !== true)
          await updateRow(ctx, b, { is_send_email: true }, cause.automationOn);
        const sent = await requestRow(ctx, b);
        if (!sent && b.row.send_email_error) throw new AppError(400, String(b.row.send_email_error));
        if (!sent) throw conflict(m.notRequestable);
        return m.sent;
      }),

    stop: (userId: number, tripId: number, section: TripSection, rowId: number) =>
      act(userId, tripId, section, rowId, async (b, ctx) => {
        if (b.row.is_send_email === true)
          await updateRow(ctx, b, { is_send_email: false }, cause.automationStopped);
        return m.stopped;
      }),

    answer: (
      userId: number,
      tripId: number,
      section: TripSection,
      rowId: number,
      body: BookingAnswerBody,
    ) => {
      checkAnswer(body);
      return act(userId, tripId, section, rowId, async (b, ctx) => {
        const repo = createBookingsRepo(ctx.trx);
        const open = await repo.open(section, rowId);
        const claimed = open && (await repo.claim(open.id, answerOf(body, 'staff'), ctx.now, null));
        if (!claimed) throw conflict(m.nothingToAnswer);
        const user = await ctx.trx
          .selectFrom('users_view')
          .select(['first_name', 'last_name'])
          .where('id', '=', userId)
          .executeTakeFirst();
        await applyAnswer(
          ctx,
          b,
          claimed,
          user ? `${user.first_name} ${user.last_name}` : bookingAnswerMessages.staff,
        );
        return m.answered;
      });
    },
  };
}
