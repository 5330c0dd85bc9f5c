import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../engine/jobs/clock.ts';
import { defineJob, exponentialBackoff } from '../../engine/jobs/define.ts';
import { enqueue } from '../../engine/jobs/enqueue.ts';
import type { HospedajesConfig } from './hospedajes.config.ts';
import { createHospedajesRepo } from './hospedajes.repo.ts';
import { cancelCommunication, nightXml, pollBatch, type SendDeps, sendNight } from './hospedajes.send.ts';

declare module '../../engine/jobs/define.ts' {
  interface JobPayloads {
    /** Every few minutes: a sweep of every trip, and the next tick. */
    'hospedajes.tick': Record<string, never>;
    /** Schedules a send for each ready night and a cancellation for each cancelled one (one trip or all). */
    'hospedajes.sweep': { tripId?: number };
    'hospedajes.send': { accommodationId: number };
    'hospedajes.poll': { communicationId: number; round: number };
    'hospedajes.cancel': { communicationId: number };
  }
}

/** The sweep's interval: nights confirmed by the booking automation are sent within it. */
export const tickMinutes = 5;
const slotOf = (now: Date) => Math.floor(now.getTime() / (tickMinutes * 60_000));
const enqueueTick = (db: Database, slot: number) =>
  enqueue(
    db,
    'hospedajes.tick',
    {},
    { runAt: new Date(slot * tickMinutes * 60_000), dedupeKey: `hospedajes.tick:${slot}` },
  );

/**
 * While sending is configured: the tick of the current interval, unless one exists (another server, an
 * earlier start). Called at start-up and whenever the report reads its status, so switching sending on
 * starts the ticks without a restart; while it is off no tick waits in the jobs table.
 */
export async function scheduleHospedajes(
  db: Database,
  clock: Clock,
  config: () => Promise<HospedajesConfig>,
) {
  if ((await config()).connection) await enqueueTick(db, slotOf(clock.now()));
}

/**
 * A send per ready night, keyed by the XML it would carry: a rejected night goes again only once its data
 * changed, and never twice with the same XML.
 */
async function sweep(deps: SendDeps, tripId: number | undefined, kick: () => void) {
  const { db } = deps;
  const { paymentType } = await deps.config();
  const { toSend, toCancel } = await createHospedajesRepo(db).work(tripId);
  for (const night of toSend) {
    const built = await nightXml(db, night.id, paymentType);
    if (!built || built.xml === built.night.last_xml) continue;
    const digest = createHash('sha256').update(built.xml).digest('hex').slice(0, 32);
    await enqueue(
      db,
      'hospedajes.send',
      { accommodationId: night.id },
      { dedupeKey: `hospedajes.send:${night.id}:${digest}` },
    );
  }
  for (const c of toCancel)
    await enqueue(
      db,
      'hospedajes.cancel',
      { communicationId: c.id },
      { dedupeKey: `hospedajes.cancel:${c.id}` },
    );
  if (toSend.length + toCancel.length > 0) kick();
}

const network = { maxAttempts: 8, backoff: exponentialBackoff(60_000, 3_600_000) };

export function hospedajesJobs(deps: SendDeps & { kick: () => void }) {
  const { db, kick } = deps;
  return [
    defineJob({
      kind: 'hospedajes.tick',
      payload: z.object({}),
      async handler(_payload, { clock }) {
        // Switched off: the chain ends here, and starts again when the report next reads its status.
        if (!(await deps.config()).connection) return;
        await enqueueTick(db, slotOf(clock.now()) + 1);
        await sweep(deps, undefined, kick);
      },
    }),
    defineJob({
      kind: 'hospedajes.sweep',
      payload: z.object({ tripId: z.number().int().min(1).optional() }),
      async handler({ tripId }) {
        if ((await deps.config()).connection) await sweep(deps, tripId, kick);
      },
    }),
    defineJob({
      kind: 'hospedajes.send',
      payload: z.object({ accommodationId: z.number().int().min(1) }),
      ...network,
      handler: ({ accommodationId }) => sendNight(deps, accommodationId),
    }),
    defineJob({
      kind: 'hospedajes.poll',
      payload: z.object({ communicationId: z.number().int().min(1), round: z.number().int().min(0) }),
      ...network,
      handler: ({ communicationId, round }) => pollBatch(deps, communicationId, round),
    }),
    defineJob({
      kind: 'hospedajes.cancel',
      payload: z.object({ communicationId: z.number().int().min(1) }),
      ...network,
      handler: ({ communicationId }) => cancelCommunication(deps, communicationId),
    }),
  ];
}
