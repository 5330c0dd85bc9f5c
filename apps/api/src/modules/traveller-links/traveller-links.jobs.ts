import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../engine/jobs/clock.ts';
import { defineJob } from '../../engine/jobs/define.ts';
import { enqueue } from '../../engine/jobs/enqueue.ts';
import { sendLinkEmails } from './traveller-links.email.ts';
import type { TravellerLinksService } from './traveller-links.service.ts';

declare module '../../engine/jobs/define.ts' {
  interface JobPayloads {
    /** Each hour: the travellers' page link to trips just turned Active with details missing, and reminders. */
    'travellers.emails': { hour: string };
  }
}

const hourOf = (at: Date) => `${at.toISOString().slice(0, 13)}:00:00.000Z`;
const nextHour = (hour: string) => new Date(Date.parse(hour) + 3_600_000).toISOString();

const enqueueHour = (db: Database, hour: string) =>
  enqueue(
    db,
    'travellers.emails',
    { hour },
    { runAt: new Date(hour), dedupeKey: `travellers.emails:${hour}` },
  );

/** The next hour's sweep at start-up unless one exists (another server, an earlier start). */
export const scheduleTravellerLinkEmails = (db: Database, clock: Clock) =>
  enqueueHour(db, nextHour(hourOf(clock.now())));

/** The hourly sweep: who turned Active since the last one gets their link; reminders on their days. */
export function travellerLinkJobs(db: Database, clock: Clock, links: () => TravellerLinksService) {
  return [
    defineJob({
      kind: 'travellers.emails',
      payload: z.object({ hour: z.string() }),
      async handler() {
        // The next hour from now: after a pause (a server down for days) the sweep does not replay each hour.
        await enqueueHour(db, nextHour(hourOf(clock.now())));
        const today = clock.now().toISOString().slice(0, 10);
        await sendLinkEmails(db, today, (tripId) => links().make(null, tripId, { regenerate: false }));
      },
    }),
  ];
}
