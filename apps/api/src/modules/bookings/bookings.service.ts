import {
  type BookingDecision,
  bookingAnswerMessages,
  bookingMessages as m,
} from '@trips/shared/modules/bookings/bookings.constants';
import type { BookingAnswerBody } from '@trips/shared/modules/bookings/bookings.schema';
import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { Clock } from '../../engine/jobs/clock.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { answerOf, applyAnswer, checkAnswer } from './bookings.answer.ts';
import { type BookingDeps, inStep } from './bookings.jobs.ts';
import { linkKey, readToken } from './bookings.links.ts';
import { linkState, providerBooking } from './bookings.page.ts';
import { createBookingsRepo } from './bookings.repo.ts';
import { loadBookingRow } from './bookings.rows.ts';
import { readBookingSettings } from './bookings.settings.ts';
import { createStaffActions } from './bookings.staff.ts';
import { tripBookings } from './bookings.view.ts';

const stateMessage = {
  used: m.used,
  expired: m.expired,
  superseded: m.superseded,
  invalid: m.invalid,
} as const;
const refused = (state: keyof typeof stateMessage) =>
  state === 'invalid'
    ? new AppError(404, m.invalid, undefined, undefined, { state })
    : conflict(stateMessage[state], { state });

/** The provider's answer page and its one action, and the trip screen's view and actions. */
export function createBookingsService(deps: BookingDeps & { clock: Clock; kick: () => void }) {
  const { db, clock } = deps;
  const requestOf = async (token: string) => {
    const id = readToken(await linkKey(db), token);
    return id === null ? undefined : createBookingsRepo(db).find(id);
  };

  async function page(token: string) {
    const request = await requestOf(token);
    const b = request && (await loadBookingRow(db, request.section, request.row_id));
    if (!request)
      return {
        success: true as const,
        state: 'invalid' as const,
        lang: 'en' as const,
        booking: null,
        decision: null,
        expires_at: null,
        answer_by: null,
      };
    // As the answer would find it: a row since deleted or gone to another provider no longer asks this one.
    const gone = !b || Number(b.provider?.id) !== request.provider_id;
    return {
      success: true as const,
      state: gone ? ('superseded' as const) : linkState(request, clock.now()),
      lang: request.lang,
      booking: b ? providerBooking(b, request, await readBookingSettings(db)) : null,
      decision: request.answered_by === 'none' ? null : request.decision,
      expires_at: new Date(request.expires_at).toISOString(),
      // Requests sent before the day was kept ask by their link's last day.
      answer_by: request.answer_by ?? new Date(request.expires_at).toISOString().slice(0, 10),
    };
  }

  async function respond(token: string, body: BookingAnswerBody) {
    checkAnswer(body);
    const found = await requestOf(token);
    if (!found) throw refused('invalid');
    const decision: BookingDecision = body.decision;
    await inStep(deps, clock.now(), async (ctx) => {
      const b = await loadBookingRow(ctx.trx, found.section, found.row_id, { lock: true });
      const repo = createBookingsRepo(ctx.trx);
      if (!b || Number(b.provider?.id) !== found.provider_id) {
        await repo.supersede(found.section, [found.row_id], ctx.now);
        throw refused('superseded');
      }
      const claimed = await repo.claim(found.id, answerOf(body, 'provider'), ctx.now, ctx.now);
      if (!claimed) throw refused(linkState((await repo.find(found.id))!, ctx.now) as 'used');
      const who = String(b.provider?.contact_name || b.provider?.commercial_name || '');
      // The panel says it came by link from the request's own answer, in the reader's language.
      await applyAnswer(ctx, b, claimed, who);
    });
    deps.kick();
    return { success: true as const, message: decision === 'confirm' ? m.confirmed : m.declined, decision };
  }

  const rowOrThrow = async (tripId: number, section: TripSection, rowId: number) => {
    const b = await loadBookingRow(db, section, rowId);
    if (!b || Number(b.trip.id) !== tripId) throw notFound(m.rowNotFound);
    return b;
  };

  return {
    page,
    respond,
    view: (tripId: number) => tripBookings(deps, tripId),
    ...createStaffActions(deps, rowOrThrow),
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
