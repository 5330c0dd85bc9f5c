import { outboxMessages } from '@trips/shared/modules/outbox/outbox.messages';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Storage } from '../storage/storage.ts';
import type { OutboxRow } from './outbox.repo.ts';
import { type SmtpAccount, smtpTransport } from './smtp-transport.ts';

/**
 * What delivering one message did: 'sent' for real delivery, 'dev' when kept in the outbox only; with the
 * sender an email went out as (or would have).
 */
export interface Delivery {
  status: 'sent' | 'dev';
  from: string | null;
}
export type Deliver = (message: OutboxRow) => Promise<Delivery>;

/** A brand's sending account, its password opened. */
export interface SendingAccount extends SmtpAccount {
  email: string;
  branding_name: string;
}

export interface EmailDeps {
  config: Config;
  storage: Storage;
  /** The account of an email's `email_account_id`, password opened; undefined when it is gone. */
  findAccount(id: number): Promise<SendingAccount | undefined>;
}

async function attachmentsOf(message: OutboxRow, storage: Storage) {
  return Promise.all(
    message.attachments.map(async ({ key, filename }) => {
      const file = await storage.get(key);
      if (!file) throw new Error(outboxMessages.attachmentGone(filename));
      return { filename, content: file.bytes, contentType: file.contentType };
    }),
  );
}

/**
 * Emails go through their brand account's SMTP server; an account without one, or no account, through
 * SMTP_URL; with neither, the message stays in the dev outbox.
 */
export function emailDelivery(deps: EmailDeps): Deliver {
  const global = deps.config.SMTP_URL ? nodemailer.createTransport(deps.config.SMTP_URL) : null;
  return async (message) => {
    const account = message.email_account_id ? await deps.findAccount(message.email_account_id) : undefined;
    const own = account?.smtp_server.trim() ? smtpTransport(account) : null;
    const transport: Transporter | null = own ?? global;
    const from =
      message.from_address ??
      (account ? `${account.branding_name} <${account.email}>` : deps.config.MAIL_FROM);
    if (!transport) return { status: 'dev', from };
    try {
      await transport.sendMail({
        from,
        to: message.recipient,
        cc: message.cc,
        bcc: message.bcc,
        replyTo: message.reply_to ?? undefined,
        subject: message.subject,
        text: message.body,
        html: message.html ?? undefined,
        attachments: await attachmentsOf(message, deps.storage),
      });
    } finally {
      own?.close();
    }
    return { status: 'sent', from };
  };
}

/** A JSON-over-HTTP SMS gateway: POST {to, text} with a bearer token; any non-2xx answer is a failure. */
export function smsDelivery(config: Config): Deliver {
  const url = config.SMS_GATEWAY_URL;
  if (!url) return async () => ({ status: 'dev', from: null });
  return async (message) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.SMS_GATEWAY_TOKEN ? { authorization: `Bearer ${config.SMS_GATEWAY_TOKEN}` } : {}),
      },
      body: JSON.stringify({ to: message.recipient, text: message.body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    return { status: 'sent', from: null };
  };
}
