import { fields, okEnvelope, rowIdParam } from '@trips/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EmailAccountsService } from './email-accounts.service.ts';

const params = z.object({ id: rowIdParam() });
const body = z.object({ to: fields.email(200).optional() });

/** The email accounts list is a settings list (engine); this adds the account's own action. */
export function emailAccountsRoutes({ accounts }: { accounts: EmailAccountsService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/settings-lists/email_accounts/:id/test-email',
      {
        config: { access: { permission: 'email_accounts', capability: 'edit' } },
        schema: {
          tags: ['settings'],
          summary: 'Send a test email through an email account',
          description:
            "Connects to the account's own SMTP server with its stored password and sends to `to` (the " +
            "account's own address without it); the server's refusal comes back as a 400.",
          params,
          body,
          response: { 200: okEnvelope },
        },
      },
      (req) => accounts.sendTest(req.params.id, req.body.to),
    );
  };
}
