import { okEnvelope } from '@trips/shared/api/envelope';
import { outboxPage, outboxQuery } from '@trips/shared/modules/outbox/outbox.schema';
import { integerParam, rowIdParam } from '@trips/shared/validation/numbers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../engine/storage/uploads.ts';
import type { OutboxService } from './outbox.service.ts';

const tags = ['outbox'];
const view = { access: { permission: 'outbox', capability: 'view' } } as const;
const params = z.object({ id: rowIdParam() });

/** The outbox: every email and SMS the system wrote, with its delivery status; a failed one can be resent. */
export function outboxRoutes({ outbox }: { outbox: OutboxService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/outbox',
      {
        config: view,
        schema: {
          tags,
          summary: 'List the outgoing emails and SMS, newest first',
          description:
            'With no SMTP server (the brand account’s own or `SMTP_URL`) or SMS gateway configured, messages ' +
            'are marked `dev` instead of sent and stay readable here (reset links, security codes). An email ' +
            'carries its HTML and text parts, from, reply-to, cc, bcc and its attachments by name.',
          querystring: outboxQuery,
          response: { 200: outboxPage },
        },
      },
      (req) => outbox.list(req.query.page, req.query.count),
    );

    r.post(
      '/outbox/:id/resend',
      {
        config: {
          access: { permission: 'jobs', capability: 'edit' },
          answers: { 409: 'The message has not failed: it is pending or delivered.' },
        },
        schema: {
          tags,
          summary: 'Send a failed message again',
          description: 'Its delivery job runs again at once, with all its attempts.',
          params,
          response: { 200: okEnvelope },
        },
      },
      (req) => outbox.resend(req.params.id),
    );

    r.get(
      '/outbox/:id/attachments/:index',
      {
        config: view,
        schema: {
          tags,
          summary: 'Download an attachment of an email',
          description: '`index` counts the email’s attachments from 0, in the order listed.',
          params: params.extend({ index: integerParam(0, 99) }),
        },
      },
      async (req, reply) => sendDownload(reply, await outbox.attachment(req.params.id, req.params.index)),
    );
  };
}
