import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../engine/jobs/clock.ts';
import { defineJob, exponentialBackoff } from '../../engine/jobs/define.ts';
import { enqueue } from '../../engine/jobs/enqueue.ts';
import type { RecordsService } from '../../engine/settings/records.service.ts';
import { listAccounts, readZohoSchedule, readZohoSettings } from './zoho.accounts.ts';
import { type RunDeps, runAccount } from './zoho.run.ts';

declare module '../../engine/jobs/define.ts' {
  interface JobPayloads {
    /** Every `zoho_trip_creation_mins`: schedules the next tick and a sync of each active account. */
    'zoho.tick': { minutes: number };
    'zoho.sync': { accountId: number };
  }
}

/** Ticks fall on whole multiples of the interval, so every server names a tick by the same key. */
const slotOf = (now: Date, minutes: number) => Math.floor(now.getTime() / (minutes * 60_000));

async function enqueueTick(db: Database, minutes: number, slot: number) {
  const runAt = new Date(slot * minutes * 60_000);
  await enqueue(db, 'zoho.tick', { minutes }, { runAt, dedupeKey: `zoho.tick:${minutes}:${slot}` });
}

/**
 * While the Zoho settings are active: the tick of the current interval, unless one exists (another server,
 * an earlier start). Called at start-up and whenever the Zoho screen reads its status.
 */
export async function scheduleZoho(db: Database, records: RecordsService, clock: Clock) {
  const { minutes, isActive } = await readZohoSchedule(records);
  if (isActive) await enqueueTick(db, minutes, slotOf(clock.now(), minutes));
}

export function zohoJobs(deps: RunDeps & { records: RecordsService }) {
  return [
    defineJob({
      kind: 'zoho.tick',
      payload: z.object({ minutes: z.number().int().min(1) }),
      async handler({ minutes }, { clock }) {
        const settings = await readZohoSchedule(deps.records);
        const slot = slotOf(clock.now(), settings.minutes);
        // An interval changed in the settings ends this chain and starts the new one.
        await enqueueTick(deps.db, settings.minutes, minutes === settings.minutes ? slot + 1 : slot);
        if (!settings.isActive || minutes !== settings.minutes) return;
        for (const account of await listAccounts(deps.db))
          if (account.is_active)
            await enqueue(
              deps.db,
              'zoho.sync',
              { accountId: account.id },
              { dedupeKey: `zoho.sync:${account.id}:${slot}` },
            );
        deps.kick();
      },
    }),
    defineJob({
      kind: 'zoho.sync',
      payload: z.object({ accountId: z.number().int().min(1) }),
      maxAttempts: 3,
      backoff: exponentialBackoff(60_000, 600_000),
      async handler({ accountId }) {
        const settings = await readZohoSettings(deps.records);
        // Not the settings' switch: a Sync now that Zoho asked to wait continues here too.
        const account = (await listAccounts(deps.db)).find((a) => a.id === accountId);
        if (!account?.is_active) return;
        await runAccount(deps, account, settings);
      },
    }),
  ];
}
