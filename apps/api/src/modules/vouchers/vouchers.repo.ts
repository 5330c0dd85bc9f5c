import type { VoucherLang } from '@trips/shared/modules/vouchers/vouchers.constants';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface StoredVoucher {
  storage_key: string;
  lang: VoucherLang;
  byte_size: number;
  services: number;
  generated_at: Date;
  generated_by: number | null;
}

export function createVouchersRepo(db: Database) {
  return {
    find: (tripId: number) =>
      db.selectFrom('trip_vouchers').selectAll().where('trip_id', '=', tripId).executeTakeFirst(),
    /** Records a new PDF; answers the key of the one it replaces (to delete once committed). */
    async save(tripId: number, voucher: StoredVoucher): Promise<string | null> {
      const old = await db
        .selectFrom('trip_vouchers')
        .select('storage_key')
        .where('trip_id', '=', tripId)
        .forUpdate()
        .executeTakeFirst();
      await db
        .insertInto('trip_vouchers')
        .values({ trip_id: tripId, ...voucher })
        .onConflict((oc) => oc.column('trip_id').doUpdateSet(voucher))
        .execute();
      return old && old.storage_key !== voucher.storage_key ? old.storage_key : null;
    },
    markSent: (tripId: number, at: Date) =>
      db
        .updateTable('trip_vouchers')
        .set({ sent_at: at, sent_count: sql`sent_count + 1` })
        .where('trip_id', '=', tripId)
        .execute(),
  };
}
