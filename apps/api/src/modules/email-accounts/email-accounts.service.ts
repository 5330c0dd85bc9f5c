import type { Database } from '../../db/database.ts';
import type { SendingAccount } from '../../engine/outbox/drivers.ts';
import { smtpTransport } from '../../engine/outbox/smtp-transport.ts';
import type { SecretBox } from '../../engine/settings/secret-box.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { createEmailAccountsRepo } from './email-accounts.repo.ts';

export function createEmailAccountsService(db: Database, box: SecretBox) {
  /** The account with its password opened, as the outbox sends through it. */
  const sendingAccount = async (id: number): Promise<SendingAccount | undefined> => {
    const account = await createEmailAccountsRepo(db).find(id);
    return account && { ...account, password: account.password ? box.open(account.password) : '' };
  };

  return {
    sendingAccount,

    /** Connects to the account's SMTP server for real and sends a short message; the server's answer on failure. */
    async sendTest(id: number, to: string | undefined) {
      const account = await sendingAccount(id);
      if (!account) throw notFound('unable to find account');
      if (!account.smtp_server.trim())
        throw badRequest('The test email could not be sent: this account has no SMTP server.');
      const transport = smtpTransport(account);
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
