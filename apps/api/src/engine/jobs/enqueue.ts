import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { JobKind, JobPayloads } from './define.ts';

export interface EnqueueOptions {
  /** Not before this moment; now when absent. */
  runAt?: Date;
  /** At most one job per key, ever: a second enqueue with the same key adds nothing and answers null. */
  dedupeKey?: string;
  /** Overrides the kind's own limit for this job. */
  maxAttempts?: number;
  /**
   * For work that brings one object up to date: at most one waiting job per key. Enqueueing the key again
   * while one waits gives that job the new payload and keeps the sooner of the two times; a running one is
   * left to finish and the new job waits beside it (it may have read the object before this change).
   */
  latestKey?: string;
}

/**
 * Schedules a job. Call it with the transaction of the change that causes the work, so both are written
 * or neither; a runner picks the job up once it is due and the transaction has committed.
 */
export async function enqueue<K extends JobKind>(
  executor: Database,
  kind: K,
  payload: JobPayloads[K],
  options: EnqueueOptions = {},
): Promise<{ id: number } | null> {
  const runAt = options.runAt ?? new Date();
  if (options.latestKey) {
    const waiting = await executor
      .updateTable('jobs')
      .set((eb) => ({
        payload: JSON.stringify(payload),
        run_at: sql<Date>`least(${eb.ref('run_at')}, ${runAt})`,
      }))
      .where('latest_key', '=', options.latestKey)
      .where('status', '=', 'due')
      .returning('id')
      .executeTakeFirst();
    if (waiting) return waiting;
  }
  const row = await executor
    .insertInto('jobs')
    .values({
      kind,
      payload: JSON.stringify(payload),
      run_at: runAt,
      dedupe_key: options.dedupeKey ?? null,
      latest_key: options.latestKey ?? null,
      max_attempts: options.maxAttempts ?? null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Runs the job of `dedupeKey` again from its first attempt: a failed one is made due now; a missing one
 * (older than the jobs engine) is added. Answers false while the job is still due, running or done.
 */
export async function runAgain<K extends JobKind>(
  executor: Database,
  kind: K,
  payload: JobPayloads[K],
  dedupeKey: string,
  now: Date,
): Promise<boolean> {
  const row = await executor
    .insertInto('jobs')
    .values({
      kind,
      payload: JSON.stringify(payload),
      run_at: now,
      dedupe_key: dedupeKey,
      max_attempts: null,
    })
    .onConflict((oc) =>
      oc
        .column('dedupe_key')
        .doUpdateSet({ status: 'due', run_at: now, attempts: 0, lease_until: null, finished_at: null })
        .where('jobs.status', '=', 'failed'),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
