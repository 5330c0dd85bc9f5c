import type { Database } from '../../db/database.ts';
import type { SecretBox } from '../../engine/settings/secret-box.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { createEmailAccountsRepo } from './email-accounts.repo.ts';
import { smtpTransport } from './smtp-transport.ts';

export function createEmailAccountsService(db: Database, box: SecretBox) {
  return {
    /** Connects to the account's SMTP server for real and sends a short message; the server's answer on failure. */
    async sendTest(id: number, to: string | undefined) {
      const account = await createEmailAccountsRepo(db).find(id);
      if (!account) throw notFound('unable to find account');
      const transport = smtpTransport({
        ...account,
        password: account.password ? box.open(account.password) : '',
      });
      const recipient = to ?? account.email;
      try {
        await transport.sendMail({
          from: `${account.branding_name} <${account.email}>`,
          to: recipient,
          subject: `Test email from ${account.branding_name}`,
          text: `This test email was sent through ${account.smtp_server} as ${account.smtp_user}. The account works.`,
        });
      } catch (error) {
        throw badRequest(`The test email could not be sent: ${(error as Error).message}`);
      } finally {
        transport.close();
      }
      return ok(`The test email was sent to ${recipient}.`);
    },
  };
}

export type EmailAccountsService = ReturnType<typeof createEmailAccountsService>;
