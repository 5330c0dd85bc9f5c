import { serviceStatus as S } from '@trips/shared/modules/bookings/bookings.constants';
import {
  taskInformationMessages as info,
  systemTaskMessages as task,
} from '@trips/shared/modules/tasks/system-tasks';
import { tripCauseMessages as cause } from '@trips/shared/modules/trips/trip-causes';
import { hotelListOf } from '../locations/index.ts';
import { createRowPricer } from '../trips/index.ts';
import { createBookingsRepo } from './bookings.repo.ts';
import { requestRow } from './bookings.request.ts';
import { type BookingRow, loadBookingRow } from './bookings.rows.ts';
import { bookingTask, rowLabel, type StepContext, updateRow } from './bookings.send.ts';

/** The location and priority list a row's next provider comes from; null for rows without one. */
function priorityListOf(b: BookingRow): { locationId: number; list: string } | null {
  if (b.section === 'accommodations') {
    const level = (b.row.accommodation_level_id ?? b.trip.accommodation_level_id) as number | null;
    return b.row.location_id ? { locationId: Number(b.row.location_id), list: hotelListOf(level) } : null;
  }
  if (b.section === 'other_services' || !b.row.from_location_id) return null;
  return { locationId: Number(b.row.from_location_id), list: 'emergency_transfer' };
}

/**
 * After a decline or no response: when the row's location books by itself (`is_automated_processing`),
 * the next provider of its priority list not yet asked for this row takes it — repriced (the trip's figures
 * follow in the same change), requested, the history saying why. Otherwise, or when the list is spent, a
 * task and a notification for the owner.
 */
export async function fallBack(ctx: StepContext, b: BookingRow, why: string) {
  const source = priorityListOf(b);
  const automated = source
    ? await ctx.trx
        .selectFrom('locations_view')
        .select('is_automated_processing')
        .where('id', '=', source.locationId)
        .executeTakeFirst()
    : undefined;
  if (!source || !automated?.is_automated_processing) {
    await bookingTask(ctx, b, task.findAnotherProvider(rowLabel(b)), info.notAutomated(why));
    return;
  }
  const asked = await createBookingsRepo(ctx.trx).askedProviders(b.section, Number(b.row.id));
  const next = await ctx.trx
    .selectFrom('location_priority_providers_view as l')
    .innerJoin('providers_view as p', 'p.id', 'l.provider_id')
    .select(['l.provider_id', 'p.commercial_name'])
    .where('l.location_id', '=', source.locationId)
    .where('l.list', '=', source.list as never)
    .where('p.status', '=', 'active')
    .$if(asked.length > 0, (q) => q.where('l.provider_id', 'not in', asked))
    .orderBy('l.priority')
    .executeTakeFirst();
  if (!next) {
    const subject = task.noProviderLeft(rowLabel(b));
    await bookingTask(ctx, b, subject, info.everyoneAsked(why));
    return;
  }
  const moved = { ...b.row, provider_id: next.provider_id };
  const cost = await createRowPricer(ctx.trx)(b.section, moved);
  await updateRow(
    ctx,
    b,
    {
      provider_id: next.provider_id,
      ...cost,
      trip_service_status_id: S.ok,
      send_email_error: null,
      who_accepted: '',
      provider_acceptance_date: null,
      provider_date: null,
    },
    cause.nextOnList(why, next.commercial_name, source.list.replace('_', ' ')),
  );
  const fresh = await reload(ctx, b);
  if (fresh) await requestRow(ctx, fresh);
}

const reload = (ctx: StepContext, b: BookingRow) => loadBookingRow(ctx.trx, b.section, Number(b.row.id));
