import type { TemplateSlug } from '@trips/shared/templates/registry';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { OutboxAttachment } from '../../db/tables/platform.ts';
import { enqueue } from '../jobs/enqueue.ts';
import type { Delivery } from './drivers.ts';

export type { OutboxAttachment };

/** A message to send; an email may carry the richer fields, an SMS only recipient and body. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  /** The plain-text part (the SMS text). */
  body: string;
  html?: string;
  /** The brand's account whose SMTP server sends it; without one, the global SMTP_URL. */
  email_account_id?: number;
  /** `Name <address>`; the account's brand and address when absent, else MAIL_FROM. */
  from?: string;
  reply_to?: string;
  cc?: readonly string[];
  bcc?: readonly string[];
  /** Files already in storage. */
  attachments?: readonly OutboxAttachment[];
  template_slug?: TemplateSlug;
  /** What the message is about, e.g. `{ type: 'trip_accommodation', id: 12 }`. */
  about?: { type: string; id: number };
}

/** The brand's name and the account's address, as an email from that account is signed when the caller gave no from. */
const accountSender = (accountId: number) => sql<string>`(
  select b.name || ' <' || a.email || '>' from email_accounts a join brandings b on b.id = a.branding_id
  where a.id = ${accountId})`;

/** The job that delivers an outbox message: one per message, found again by this key. */
export const deliveryKey = (outboxId: number) => `outbox:${outboxId}`;

export function createOutboxRepo(db: Database) {
  return {
    /** Call with the transaction of the change that causes the message, so both land or neither. */
    async enqueue(executor: Database, message: OutgoingMessage) {
      const row = await executor
        .insertInto('outbox')
        .values({
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject ?? '',
          body: message.body,
          html: message.html ?? null,
          email_account_id: message.email_account_id ?? null,
          from_address:
            message.from ?? (message.email_account_id ? accountSender(message.email_account_id) : null),
          reply_to: message.reply_to ?? null,
          cc: [...(message.cc ?? [])],
          bcc: [...(message.bcc ?? [])],
          attachments: JSON.stringify(message.attachments ?? []),
          template_slug: message.template_slug ?? null,
          subject_type: message.about?.type ?? null,
          subject_id: message.about?.id ?? null,
          next_attempt_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await enqueue(executor, 'outbox.deliver', { outbox_id: row.id }, { dedupeKey: deliveryKey(row.id) });
      return row;
    },

    find: (id: number) => db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst(),

    markDelivered(id: number, { status, from }: Delivery) {
      return db
        .updateTable('outbox')
        .set({
          status,
          from_address: from,
          sent_at: new Date(),
          attempts: sql`attempts + 1`,
          last_error: null,
        })
        .where('id', '=', id)
        .execute();
    },

    /** An attempt failed: pending until `retryAt`, failed for good when it is null. */
    markFailed(id: number, error: string, retryAt: Date | null) {
      return db
        .updateTable('outbox')
        .set({
          status: retryAt ? 'pending' : 'failed',
          attempts: sql`attempts + 1`,
          last_error: error.slice(0, 1000),
          next_attempt_at: retryAt ?? new Date(),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Waiting again (a resend or a retried job): the next attempt decides. */
    markPending(executor: Database, id: number, at: Date) {
      return executor
        .updateTable('outbox')
        .set({ status: 'pending', next_attempt_at: at })
        .where('id', '=', id)
        .executeTakeFirst();
    },

    list(page: number, count: number) {
      return db
        .selectFrom('outbox')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(count + 1)
        .offset((page - 1) * count)
        .execute();
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
export type OutboxRow = NonNullable<Awaited<ReturnType<OutboxRepo['find']>>>;
