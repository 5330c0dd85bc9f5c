import type { Generated } from 'kysely';
import type { CreatedAt, Json } from './columns.ts';

export type JobStatus = 'due' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: Json<unknown>;
  run_at: Date | string;
  /** At most one job per key, ever: enqueueing a key again adds nothing. */
  dedupe_key: string | null;
  /** One waiting job per key: enqueueing the key again updates the waiting one (migration 0034). */
  latest_key: string | null;
  status: Generated<JobStatus>;
  /** While running: when another server may take the job over. */
  lease_until: Date | string | null;
  attempts: Generated<number>;
  /** null: the kind's own limit (its definition's maxAttempts). */
  max_attempts: number | null;
  last_error: string | null;
  created_at: CreatedAt;
  finished_at: Date | string | null;
}

/** The tables of migration 0015 (the outbox's new columns are in platform.ts). */
export interface JobTables {
  jobs: JobsTable;
}
