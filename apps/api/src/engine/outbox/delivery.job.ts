import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { defineJob } from '../jobs/define.ts';
import type { Deliver } from './drivers.ts';
import { createOutboxRepo } from './outbox.repo.ts';

declare module '../jobs/define.ts' {
  interface JobPayloads {
    /** Sends one outbox message (email or SMS) and records how it went on the outbox row. */
    'outbox.deliver': { outbox_id: number };
  }
}

/** Delivery of the outbox: 8 attempts, waiting 30 s, 1 min, 2 min … at most an hour between them. */
export function outboxDeliveryJob(db: Database, drivers: Record<'email' | 'sms', Deliver>) {
  const outbox = createOutboxRepo(db);
  return defineJob({
    kind: 'outbox.deliver',
    payload: z.object({ outbox_id: z.number().int().positive() }),
    async handler({ outbox_id }) {
      const message = await outbox.find(outbox_id);
      // Gone, or delivered by an earlier attempt whose outcome was not recorded on the job.
      if (!message || message.status === 'sent' || message.status === 'dev') return;
      await outbox.markDelivered(outbox_id, await drivers[message.channel](message));
    },
    async onFailure(payload, { error, retryAt }) {
      if (payload) await outbox.markFailed(payload.outbox_id, error, retryAt);
    },
    async onRetry({ outbox_id }, executor, now) {
      await outbox.markPending(executor, outbox_id, now);
    },
  });
}
