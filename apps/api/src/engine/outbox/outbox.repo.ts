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
     * Leases due messages in one statement; SKIP LOCKED lets several servers relay side by side. The lease
     * is short and the relay renews it while it holds the message, so a relay that dies mid-send
     * leaves its messages to another within one lease, not minutes later.
     */
    claimDue(limit: number, leaseMs: number) {
      return sql<{
        id: number;
        channel: 'email' | 'sms';
        recipient: string;
        subject: string;
        body: string;
        attempts: number;
      }>`
        update outbox set next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        where id in (
          select id from outbox where status = 'pending' and next_attempt_at <= now()
          order by id limit ${limit} for update skip locked)
        returning id, channel, recipient, subject, body, attempts`.execute(db);
    },

    /** The heartbeat of a relay: extends the leases of the messages it still holds. */
    renewLeases(ids: number[], leaseMs: number) {
      if (ids.length === 0) return Promise.resolve();
      return sql`
        update outbox set next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        where id = any(${ids}::int[]) and status = 'pending'`.execute(db);
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
