import { integerParam } from '@trips/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxRepo } from '../../engine/outbox/outbox.repo.ts';

/** The dev outbox: every email and SMS the system wrote, with its delivery status. */
export function outboxRoutes({ outbox }: { outbox: OutboxRepo }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const query = z.object({
      page: integerParam(1, 100_000).default(1),
      count: integerParam(1, 100).default(25),
    });
    r.get(
      '/outbox',
      {
        config: { access: { permission: 'outbox', capability: 'view' } },
        schema: {
          tags: ['outbox'],
          summary: 'List the outgoing emails and SMS, newest first',
          description:
            'With no SMTP server or SMS gateway configured, messages are marked `dev` instead of sent and ' +
            'stay readable here (reset links, security codes).',
          querystring: query,
        },
      },
      async (req) => {
        const { page, count } = req.query;
        const rows = await outbox.list(page, count);
        return { success: true, items: rows.slice(0, count), has_more: rows.length > count, page, count };
      },
    );
  };
}
