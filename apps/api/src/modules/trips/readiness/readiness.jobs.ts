import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../engine/jobs/clock.ts';
import { defineJob } from '../../../engine/jobs/define.ts';
import { enqueue } from '../../../engine/jobs/enqueue.ts';
import { tripsInWindow } from './readiness.attention.ts';
import { addDays, dayOf } from './readiness.days.ts';
import { keepReadiness } from './readiness.service.ts';

declare module '../../../engine/jobs/define.ts' {
  interface JobPayloads {
    /** Each day: the readiness of the trips in the attention window read again (days passed), then the next. */
    'trips.readiness': { day: string };
  }
}

const enqueueDay = (db: Database, day: string) =>
  enqueue(
    db,
    'trips.readiness',
    { day },
    { runAt: new Date(`${day}T00:05:00Z`), dedupeKey: `trips.readiness:${day}` },
  );

/**
 * Tomorrow's sweep at start-up unless one exists (another server, an earlier start): it then runs daily.
 * Today's summaries are those the last saves and the seed kept.
 */
export const scheduleReadiness = (db: Database, clock: Clock) =>
  enqueueDay(db, addDays(dayOf(clock.now()), 1));

/**
 * What a trip lacks changes with the calendar alone (a service comes within the window, a deadline nears):
 * the daily sweep keeps the list's summary and tells owners of errors that just appeared.
 */
export function readinessJobs(db: Database) {
  return [
    defineJob({
      kind: 'trips.readiness',
      payload: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
      async handler({ day }) {
        await enqueueDay(db, addDays(day, 1));
        for (const trip of await (await tripsInWindow(db, day)).execute())
          await db.transaction().execute((trx) => keepReadiness(trx, trip.id, day, null));
      },
    }),
  ];
}
