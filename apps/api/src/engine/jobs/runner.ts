import type { Database } from '../../db/database.ts';
import { type Clock, later, systemClock } from './clock.ts';
import { eachWithConcurrency } from './concurrency.ts';
import type { JobContext, RunningJob } from './define.ts';
import { type ClaimedJob, createJobsRepo } from './jobs.repo.ts';
import type { JobRegistry } from './registry.ts';

const BATCH = 20;
/** Jobs run at once: one slow SMTP server holds up a lane, not the batch. */
export const RUN_CONCURRENCY = 4;
export const DEFAULT_LEASE_MS = 10_000;

export interface JobRunner {
  /** Runs what is due now; answers how many jobs it took. */
  runOnce(): Promise<number>;
  /** Asks for a run soon (after a write that enqueued something). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
  readonly registry: JobRegistry;
}

/** The logger the runner writes to (Fastify's, or anything with the same two calls). */
export interface RunnerLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RunnerOptions {
  db: Database;
  registry: JobRegistry;
  pollMs: number;
  /** How long a claimed job stays with this runner without a heartbeat. */
  leaseMs?: number;
  clock?: Clock;
  log: RunnerLog;
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)) || 'Unknown error';

export function createJobRunner(opts: RunnerOptions): JobRunner {
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  const clock = opts.clock ?? systemClock;
  const jobs = createJobsRepo(opts.db);
  const { registry } = opts;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;
  /** A kick during a pass: something was enqueued that the pass may have missed. */
  let kicked = false;

  const maxOf = (job: ClaimedJob) => job.max_attempts ?? registry.get(job.kind)!.maxAttempts;
  const runningOf = (job: ClaimedJob): RunningJob => ({
    id: job.id,
    kind: job.kind,
    attempts: job.attempts,
    maxAttempts: maxOf(job),
  });

  const settleFailure = async (job: ClaimedJob, error: string, final: boolean, payload?: unknown) => {
    const definition = registry.get(job.kind)!;
    const now = clock.now();
    const retryAt = final ? null : later(now, definition.backoff(job.attempts));
    await jobs.fail(job, { error, retryAt, maxAttempts: maxOf(job) }, now);
    await definition.onFailure?.(payload, { job: runningOf(job), error, retryAt }).catch((hookError) => {
      opts.log.warn({ jobId: job.id, err: hookError }, 'job failure hook failed');
    });
  };

  const run = async (job: ClaimedJob) => {
    const definition = registry.get(job.kind)!;
    const ctx: JobContext = { job: runningOf(job), clock };
    const { maxAttempts } = ctx.job;
    // Claimed again after its runner's lease ran out, with no attempt left: the work may have killed it.
    if (job.attempts > maxAttempts)
      return settleFailure(job, 'The server running this job stopped before it finished.', true);
    const parsed = definition.payload.safeParse(job.payload);
    if (!parsed.success) return settleFailure(job, `Invalid payload: ${parsed.error.message}`, true);
    try {
      await definition.handler(parsed.data, ctx);
    } catch (error) {
      opts.log.warn({ jobId: job.id, kind: job.kind, err: error }, 'job attempt failed');
      return settleFailure(job, errorText(error), job.attempts >= maxAttempts, parsed.data);
    }
    await jobs.finish(job, clock.now());
  };

  // No transaction spans a job: the claim is a lease, renewed by a heartbeat while this runner holds the
  // job; the work happens outside, then its outcome is written.
  const runOnce = async (): Promise<number> => {
    const now = clock.now();
    const due = await jobs.claimDue(registry.kinds, now, later(now, leaseMs), BATCH);
    if (due.length === 0) return 0;
    const held = new Set(due.map((job) => job.id));
    const heartbeat = setInterval(() => {
      jobs.renewLeases([...held], later(clock.now(), leaseMs)).catch((error) => {
        opts.log.warn({ err: error }, 'job lease renewal failed');
      });
    }, leaseMs / 3);
    try {
      await eachWithConcurrency(due, RUN_CONCURRENCY, async (job) => {
        await run(job).catch((error) =>
          opts.log.error({ jobId: job.id, err: error }, 'job outcome not saved'),
        );
        held.delete(job.id);
      });
    } finally {
      clearInterval(heartbeat);
    }
    return due.length;
  };

  const tick = async () => {
    if (running) return;
    kicked = false;
    running = runOnce().catch((error) => {
      opts.log.error({ err: error }, 'job runner pass failed');
      return 0;
    });
    const handled = await running;
    running = null;
    // A full batch means more may be due: go on at once instead of waiting a poll.
    if (!stopped) timer = setTimeout(tick, handled === BATCH || kicked ? 0 : opts.pollMs);
  };

  return {
    registry,
    runOnce,
    kick() {
      if (stopped) return;
      if (running) {
        kicked = true;
        return;
      }
      if (timer) clearTimeout(timer);
      timer = setTimeout(tick, 0);
    },
    start() {
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
