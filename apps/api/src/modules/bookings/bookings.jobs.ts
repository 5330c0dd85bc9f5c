import { tripSections } from '@trips/shared/modules/trips/trips.constants';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../engine/jobs/clock.ts';
import { defineJob } from '../../engine/jobs/define.ts';
import { type ChangeKind, sendChange } from './bookings.changes.ts';
import { chaseRequest } from './bookings.chase.ts';
import { linkKey, signToken } from './bookings.links.ts';
import { createBookingsRepo } from './bookings.repo.ts';
import { requestRow } from './bookings.request.ts';
import { loadBookingRow } from './bookings.rows.ts';
import type { StepContext } from './bookings.send.ts';
import { readBookingSettings } from './bookings.settings.ts';

type Section = (typeof tripSections)[number];

declare module '../../engine/jobs/define.ts' {
  interface JobPayloads {
    /** Asks a row's provider to book it, when the row may be requested. */
    'booking.request': { section: Section; row_id: number };
    /** A request's wait ran out: the next reminder, or no response. `step`: reminders sent so far. */
    'booking.chase': { request_id: number; step: number };
    /** Tells the provider of a change staff saved on a row. */
    'booking.change': {
      section: Section;
      row_id: number;
      kind: ChangeKind;
      booked?: Record<string, unknown>;
    };
  }
}

export interface BookingDeps {
  db: Database;
  publicUrl: string;
  timeZone: string;
}

/** Runs one booking step in a transaction of its own, with the settings and time of that moment. */
export async function inStep<T>(
  deps: BookingDeps,
  now: Date,
  work: (ctx: StepContext) => Promise<T>,
  userId: number | null = null,
) {
  const key = await linkKey(deps.db);
  return deps.db.transaction().execute(async (trx) =>
    work({
      trx,
      now,
      userId,
      timeZone: deps.timeZone,
      settings: await readBookingSettings(trx),
      linkOf: (id, expiresAt) => `${deps.publicUrl}/provider-response/${signToken(key, id, expiresAt)}`,
    }),
  );
}

const section = z.enum(tripSections);

/** The automation's job kinds; each step locks the trip, so it queues behind a save and never races one. */
export function bookingJobs(deps: BookingDeps) {
  const step = <T>(clock: Clock, work: (ctx: StepContext) => Promise<T>) => inStep(deps, clock.now(), work);
  return [
    defineJob({
      kind: 'booking.request',
      payload: z.object({ section, row_id: z.number().int().positive() }),
      handler: ({ section, row_id }, { clock }) =>
        step(clock, async (ctx) => {
          const b = await loadBookingRow(ctx.trx, section, row_id, { lock: true });
          if (b && b.row.is_send_email === true) await requestRow(ctx, b);
        }),
    }),
    defineJob({
      kind: 'booking.chase',
      payload: z.object({ request_id: z.number().int().positive(), step: z.number().int().min(0) }),
      handler: ({ request_id, step: count }, { clock }) =>
        step(clock, async (ctx) => {
          const found = await createBookingsRepo(ctx.trx).find(request_id);
          if (!found) return;
          const b = await loadBookingRow(ctx.trx, found.section, found.row_id, { lock: true });
          const request = await createBookingsRepo(ctx.trx).find(request_id);
          if (b && request && b.provider && Number(b.provider.id) === request.provider_id)
            await chaseRequest(ctx, b, request, count);
        }),
    }),
    defineJob({
      kind: 'booking.change',
      payload: z.object({
        section,
        row_id: z.number().int().positive(),
        kind: z.enum(['modify', 'cancel', 'withdraw', 'comments']),
        /** A modification's row as the provider booked it (jobs queued before it was kept have none). */
        booked: z.record(z.string(), z.unknown()).optional(),
      }),
      handler: ({ section, row_id, kind, booked }, { clock }) =>
        step(clock, async (ctx) => {
          const b = await loadBookingRow(ctx.trx, section, row_id, { lock: true });
          if (b?.provider) await sendChange(ctx, b, kind, booked);
        }),
    }),
  ];
}
