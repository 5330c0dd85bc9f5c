import { z } from 'zod';
import { integerParam } from '../../validation/numbers.ts';
import { jobStatuses, jobsPageSize } from './jobs.constants.ts';

const statusList = new RegExp(`^(${jobStatuses.join('|')})(,(${jobStatuses.join('|')}))*$`);

export const jobsQuery = z.object({
  page: integerParam(1, 100_000).default(1),
  count: integerParam(1, 100).default(jobsPageSize),
  /** Comma-separated statuses, e.g. `due,running,failed`; every status when absent. */
  status: z
    .string()
    .regex(statusList, `must be statuses among ${jobStatuses.join(', ')}, separated by commas`)
    .optional(),
  kind: z
    .string()
    .max(100)
    .regex(/^[a-z0-9_.-]+$/, 'must be a job kind such as outbox.deliver')
    .optional(),
});

export const job = z.object({
  id: z.number(),
  kind: z.string(),
  payload: z.unknown(),
  status: z.enum(jobStatuses),
  run_at: z.string(),
  dedupe_key: z.string().nullable(),
  lease_until: z.string().nullable(),
  attempts: z.number(),
  /** The job's own limit, or its kind's; null for a kind this server does not run that has not run yet. */
  max_attempts: z.number().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Job = z.infer<typeof job>;

export const jobsPage = z.object({
  success: z.literal(true),
  items: z.array(job),
  has_more: z.boolean(),
  page: z.number(),
  count: z.number(),
  /** The kinds this server runs (for a filter). */
  kinds: z.array(z.string()),
});
export type JobsPage = z.infer<typeof jobsPage>;
