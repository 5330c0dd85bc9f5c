import type { Database } from '../../db/database.ts';
import type { JobKind, JobPayloads } from './define.ts';

export interface EnqueueOptions {
  /** Not before this moment; now when absent. */
  runAt?: Date;
  /** At most one job per key, ever: a second enqueue with the same key adds nothing and answers null. */
  dedupeKey?: string;
  /** Overrides the kind's own limit for this job. */
  maxAttempts?: number;
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
  const row = await executor
    .insertInto('jobs')
    .values({
      kind,
      payload: JSON.stringify(payload),
      run_at: options.runAt ?? new Date(),
      dedupe_key: options.dedupeKey ?? null,
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
