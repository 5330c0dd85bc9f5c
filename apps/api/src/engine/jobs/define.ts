import type { ZodType } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from './clock.ts';

/**
 * Every job kind and its payload. A module adds its kinds by declaration merging
 * (`declare module '…/engine/jobs/define.ts' { interface JobPayloads { 'x.y': {…} } }`), so `enqueue`
 * and the handler agree on the payload's type.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface JobPayloads {}
export type JobKind = keyof JobPayloads & string;

/** The job a handler is running: which attempt this is, counting from 1. */
export interface RunningJob {
  id: number;
  kind: string;
  attempts: number;
  maxAttempts: number;
}

export interface JobContext {
  job: RunningJob;
  clock: Clock;
}

/** How an attempt failed: `retryAt` null means it was the last one and the job is now failed. */
export interface JobFailure {
  job: RunningJob;
  error: string;
  retryAt: Date | null;
}

export interface JobDefinition<P = unknown> {
  kind: string;
  /** Checked before the handler runs; a payload it refuses fails the job at once. */
  payload: ZodType<P>;
  /** Resolves when the work is done; throws to retry later (with backoff) or give up after maxAttempts. */
  handler(payload: P, ctx: JobContext): Promise<void>;
  maxAttempts: number;
  /** The wait after the `attempts`-th failed attempt. */
  backoff(attempts: number): number;
  /** Runs after every failed attempt, e.g. to show the error on the record the job is about. */
  onFailure?(payload: P | undefined, failure: JobFailure): Promise<void>;
  /** Runs in the transaction that makes a failed job due again (a retry from the jobs screen). */
  onRetry?(payload: P, executor: Database, now: Date): Promise<void>;
}

export const DEFAULT_MAX_ATTEMPTS = 8;

/** Waits of `firstMs`, then twice as long after each further failure, never more than `maxMs`. */
export const exponentialBackoff =
  (firstMs: number, maxMs: number) =>
  (attempts: number): number =>
    Math.min(firstMs * 2 ** Math.max(attempts - 1, 0), maxMs);

/** 30 s, 1 min, 2 min … capped at one hour. */
export const defaultBackoff = exponentialBackoff(30_000, 3_600_000);

export function defineJob<K extends JobKind>(
  definition: Omit<JobDefinition<JobPayloads[K]>, 'maxAttempts' | 'backoff'> & {
    kind: K;
    maxAttempts?: number;
    backoff?: (attempts: number) => number;
  },
): JobDefinition<JobPayloads[K]> {
  return { maxAttempts: DEFAULT_MAX_ATTEMPTS, backoff: defaultBackoff, ...definition };
}
