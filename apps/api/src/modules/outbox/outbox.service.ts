import type { Database } from '../../db/database.ts';
import type { Clock } from '../../engine/jobs/clock.ts';
import { runAgain } from '../../engine/jobs/enqueue.ts';
import { createOutboxRepo, deliveryKey, type OutboxRow } from '../../engine/outbox/outbox.repo.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A message as the Outbox screen reads it: attachments by name (their storage keys stay inside). */
const present = (row: OutboxRow) => ({
  ...row,
  attachments: row.attachments.map(({ filename }) => ({ filename })),
  next_attempt_at: iso(row.next_attempt_at)!,
  created_at: iso(row.created_at)!,
  sent_at: iso(row.sent_at),
});

export function createOutboxService(deps: {
  db: Database;
  storage: Storage;
  clock: Clock;
  kick: () => void;
}) {
  const { db } = deps;
  const outbox = createOutboxRepo(db);
  const found = async (id: number) => {
    const row = await outbox.find(id);
    if (!row) throw notFound('unable to find message');
    return row;
  };

  return {
    async list(page: number, count: number) {
      const rows = await outbox.list(page, count);
      const items = rows.slice(0, count).map(present);
      return { success: true as const, items, has_more: rows.length > count, page, count };
    },

    /** A failed message goes out again through its delivery job, from its first attempt. */
    async resend(id: number) {
      const now = deps.clock.now();
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('outbox')
          .select('status')
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!row) throw notFound('unable to find message');
        if (row.status !== 'failed') throw conflict('Only a failed message can be resent.');
        await outbox.markPending(trx, id, now);
        await runAgain(trx, 'outbox.deliver', { outbox_id: id }, deliveryKey(id), now);
      });
      deps.kick();
      return ok('The message will be sent again shortly.');
    },

    async attachment(id: number, index: number) {
      const attachment = (await found(id)).attachments[index];
      const file = attachment && (await deps.storage.get(attachment.key));
      if (!file) throw notFound('unable to find attachment');
      return { ...file, name: attachment.filename };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
