import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { JobStatus } from '../../db/tables/jobs.ts';

/** A job as a runner holds it: `attempts` already counts the attempt it was claimed for. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number | null;
}

const ERROR_LIMIT = 1000;

export function createJobsRepo(db: Database) {
  /** Only the runner holding the lease of this attempt may write its outcome. */
  const held = (job: ClaimedJob) =>
    db
      .updateTable('jobs')
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('attempts', '=', job.attempts);

  return {
    /**
     * Leases due jobs of the given kinds, and jobs whose runner's lease ran out (it died or lost the
     * database): SKIP LOCKED lets several servers claim side by side, each job going to one of them.
     */
    async claimDue(kinds: readonly string[], now: Date, leaseUntil: Date, limit: number) {
      if (kinds.length === 0) return [];
      const { rows } = await sql<ClaimedJob>`
        with picked as (
          select id from jobs
          where kind = any(${kinds}::text[])
            and ((status = 'due' and run_at <= ${now}) or (status = 'running' and lease_until <= ${now}))
          order by run_at, id limit ${limit}
          for update skip locked)
        update jobs set status = 'running', attempts = jobs.attempts + 1, lease_until = ${leaseUntil}
        from picked where jobs.id = picked.id
        returning jobs.id, jobs.kind, jobs.payload, jobs.attempts, jobs.max_attempts`.execute(db);
      return rows;
    },

    /** The heartbeat: a runner still working on these jobs keeps them. */
    async renewLeases(ids: readonly number[], leaseUntil: Date) {
      if (ids.length === 0) return;
      await db
        .updateTable('jobs')
        .set({ lease_until: leaseUntil })
        .where('id', 'in', ids)
        .where('status', '=', 'running')
        .execute();
    },

    async finish(job: ClaimedJob, now: Date) {
      await held(job)
        .set({ status: 'done', finished_at: now, lease_until: null, last_error: null })
        .execute();
    },

    /** Back to due at `retryAt`, or failed for good when it is null; the limit it ran under is kept. */
    async fail(
      job: ClaimedJob,
      failure: { error: string; retryAt: Date | null; maxAttempts: number },
      now: Date,
    ) {
      const { error, retryAt, maxAttempts } = failure;
      await held(job)
        .set({
          max_attempts: maxAttempts,
          status: retryAt ? 'due' : 'failed',
          run_at: retryAt ?? now,
          finished_at: retryAt ? null : now,
          lease_until: null,
          last_error: error.slice(0, ERROR_LIMIT),
        })
        .execute();
    },

    list(filter: { statuses: readonly JobStatus[]; kind?: string }, page: number, count: number) {
      let query = db.selectFrom('jobs').selectAll().orderBy('id', 'desc');
      if (filter.statuses.length > 0) query = query.where('status', 'in', filter.statuses);
      if (filter.kind) query = query.where('kind', '=', filter.kind);
      return query
        .limit(count + 1)
        .offset((page - 1) * count)
        .execute();
    },

    find: (id: number) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst(),

    /** A failed job runs again as soon as a runner is free, with its full number of attempts. */
    retry(executor: Database, id: number, now: Date) {
      return executor
        .updateTable('jobs')
        .set({ status: 'due', run_at: now, attempts: 0, finished_at: null, lease_until: null })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .returning(['id', 'kind', 'payload'])
        .executeTakeFirst();
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;
