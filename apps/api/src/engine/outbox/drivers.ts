import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

/** What a channel driver does with one message: 'sent' for real delivery, 'dev' when kept in the outbox only. */
export type Delivery = 'sent' | 'dev';
export interface ChannelDriver {
  deliver(message: { recipient: string; subject: string; body: string }): Promise<Delivery>;
}

const devDriver: ChannelDriver = { deliver: async () => 'dev' };

export function emailDriver(config: Config): ChannelDriver {
  if (!config.SMTP_URL) return devDriver;
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    async deliver(m) {
      await transport.sendMail({ from: config.MAIL_FROM, to: m.recipient, subject: m.subject, text: m.body });
      return 'sent';
    },
  };
}

/** A JSON-over-HTTP SMS gateway: POST {to, text} with a bearer token; any non-2xx answer is a failure. */
export function smsDriver(config: Config): ChannelDriver {
  const url = config.SMS_GATEWAY_URL;
  if (!url) return devDriver;
  return {
    async deliver(m) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.SMS_GATEWAY_TOKEN ? { authorization: `Bearer ${config.SMS_GATEWAY_TOKEN}` } : {}),
        },
        body: JSON.stringify({ to: m.recipient, text: m.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      return 'sent';
    },
  };
}
