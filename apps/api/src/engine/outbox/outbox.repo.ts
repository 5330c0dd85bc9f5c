import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
}

export function createOutboxRepo(db: Database) {
  return {
    /** Call with the transaction of the change that causes the message, so both land or neither. */
    enqueue(executor: Database, message: OutgoingMessage) {
      return executor
        .insertInto('outbox')
        .values({ ...message, subject: message.subject ?? '', next_attempt_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    /**
     * Leases due messages for five minutes in one statement; SKIP LOCKED lets several servers relay
     * side by side. A server that dies mid-send leaves the lease to expire and the message is retried.
     */
    claimDue(limit: number) {
      return sql<{
        id: number;
        channel: 'email' | 'sms';
        recipient: string;
        subject: string;
        body: string;
        attempts: number;
      }>`
        update outbox set next_attempt_at = now() + interval '5 minutes'
        where id in (
          select id from outbox where status = 'pending' and next_attempt_at <= now()
          order by id limit ${limit} for update skip locked)
        returning id, channel, recipient, subject, body, attempts`.execute(db);
    },

    markDelivered(id: number, status: 'sent' | 'dev') {
      return db
        .updateTable('outbox')
        .set({ status, sent_at: new Date(), attempts: sql`attempts + 1`, last_error: null })
        .where('id', '=', id)
        .execute();
    },

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
