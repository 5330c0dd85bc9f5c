import { okEnvelope } from '@trips/shared/api/envelope';
import { jobsPage, jobsQuery } from '@trips/shared/modules/jobs/jobs.schema';
import { rowIdParam } from '@trips/shared/validation/numbers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JobsService } from './jobs.service.ts';

const tags = ['jobs'];

/** The background jobs for admins: what is due, running or failed, and a retry for a failed one. */
export function jobsRoutes({ jobs }: { jobs: JobsService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/jobs',
      {
        config: { access: { permission: 'jobs', capability: 'view' } },
        schema: {
          tags,
          summary: 'List the background jobs, newest first',
          description:
            'Each job is a kind (e.g. `outbox.deliver`) with its payload, when it runs, its attempts and the ' +
            'error of the last failed one. Filter by `status` (several separated by commas) and `kind`.',
          querystring: jobsQuery,
          response: { 200: jobsPage },
        },
      },
      (req) => jobs.list(req.query),
    );

    r.post(
      '/jobs/:id/retry',
      {
        config: {
          access: { permission: 'jobs', capability: 'edit' },
          answers: { 409: 'The job has not failed: it is due, running or done.' },
        },
        schema: {
          tags,
          summary: 'Run a failed job again',
          description:
            'The job becomes due at once with all its attempts; a retried email shows as pending again.',
          params: z.object({ id: rowIdParam() }),
          response: { 200: okEnvelope },
        },
      },
      (req) => jobs.retry(req.params.id),
    );
  };
}
