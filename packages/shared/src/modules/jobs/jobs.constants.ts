/** Where a job stands: due (waiting for its time or a runner), running (leased), done, failed (no attempt left). */
export const jobStatuses = ['due', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** What the jobs screen shows unless asked otherwise: everything not done. */
export const openJobStatuses: readonly JobStatus[] = ['due', 'running', 'failed'];

export const jobsPageSize = 25;
