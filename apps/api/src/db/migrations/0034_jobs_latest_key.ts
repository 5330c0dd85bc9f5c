/**
 * Jobs that bring something up to date (a trip's documents, a booking row's request or change) keep one
 * waiting job per object: enqueueing it again updates the waiting one instead of adding another, so a hundred
 * saves of a trip leave one job. The index finds the waiting one; it is not unique, since a retried attempt
 * also waits (for its backoff) beside one enqueued meanwhile.
 */
export const statements = [
  `alter table jobs add column latest_key text`,
  `create index jobs_latest_key_due on jobs (latest_key) where status = 'due'`,
];
