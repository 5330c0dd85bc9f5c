import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { defineJob } from '../../engine/jobs/define.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { sendDocuments } from './vouchers.send.ts';

declare module '../../engine/jobs/define.ts' {
  interface JobPayloads {
    /** Sends the customer their vouchers and dossier link: the first time, or again after a change. */
    'documents.send': { trip_id: number; reason: 'first' | 'resend' };
  }
}

export function voucherJobs(deps: { db: Database; storage: Storage; kick: () => void }) {
  return [
    defineJob({
      kind: 'documents.send',
      payload: z.object({ trip_id: z.number().int().positive(), reason: z.enum(['first', 'resend']) }),
      async handler({ trip_id, reason }, { clock }) {
        if (await sendDocuments(deps.db, deps.storage, trip_id, reason, clock.now())) deps.kick();
      },
    }),
  ];
}
