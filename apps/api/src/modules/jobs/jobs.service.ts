import type { JobStatus } from '@trips/shared/modules/jobs/jobs.constants';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../engine/jobs/clock.ts';
import { createJobsRepo } from '../../engine/jobs/jobs.repo.ts';
import type { JobRunner } from '../../engine/jobs/runner.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function createJobsService({ db, runner, clock }: { db: Database; runner: JobRunner; clock: Clock }) {
  const jobs = createJobsRepo(db);
  const maxOf = (kind: string, own: number | null) => own ?? runner.registry.get(kind)?.maxAttempts ?? null;

  return {
    async list(query: { page: number; count: number; status?: string; kind?: string }) {
      const statuses = (query.status?.split(',') ?? []) as JobStatus[];
      const rows = await jobs.list({ statuses, kind: query.kind }, query.page, query.count);
      const items = rows.slice(0, query.count).map((row) => ({
        ...row,
        max_attempts: maxOf(row.kind, row.max_attempts),
        run_at: iso(row.run_at)!,
        lease_until: iso(row.lease_until),
        created_at: iso(row.created_at)!,
        finished_at: iso(row.finished_at),
      }));
      const { page, count } = query;
      return {
        success: true as const,
        items,
        has_more: rows.length > count,
        page,
        count,
        kinds: runner.registry.kinds,
      };
    },

    /** A failed job is due again at once, with all its attempts; its kind may put its record back to waiting. */
    async retry(id: number) {
      const now = clock.now();
      // On the embedded database a transaction holds the only connection: look the job up after it.
      const retried = await db.transaction().execute(async (trx) => {
        const row = await jobs.retry(trx, id, now);
        const definition = row && runner.registry.get(row.kind);
        const payload = definition?.payload.safeParse(row!.payload);
        if (definition?.onRetry && payload?.success) await definition.onRetry(payload.data, trx, now);
        return row !== undefined;
      });
      if (!retried) {
        if (!(await jobs.find(id))) throw notFound('unable to find job');
        throw conflict('Only a failed job can be retried.');
      }
      runner.kick();
      return ok('The job will run again shortly.');
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
