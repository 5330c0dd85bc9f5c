import {
  type StoredImageSlot,
  storedImageSlots,
  type VoucherKind,
  type voucherTexts,
} from '@trips/shared/modules/providers/vouchers.schema';
import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';

export type VoucherTexts = Record<(typeof voucherTexts)[number], string>;

export function createVouchersRepo(db: Database) {
  const of = (providerId: number, kind: VoucherKind) =>
    db.selectFrom('provider_vouchers').where('provider_id', '=', providerId).where('kind', '=', kind);
  return {
    records: (providerId: number, kind: VoucherKind) =>
      of(providerId, kind).selectAll().orderBy('record').execute(),
    /** Writes a record's texts, creating it when new; returns the new version. */
    async saveTexts(providerId: number, kind: VoucherKind, record: number, texts: VoucherTexts) {
      const row = await db
        .insertInto('provider_vouchers')
        .values({ provider_id: providerId, kind, record, ...texts })
        .onConflict((oc) =>
          oc
            .columns(['provider_id', 'kind', 'record'])
            .doUpdateSet({ ...texts, version: sql`provider_vouchers.version + 1` }),
        )
        .returning('version')
        .executeTakeFirstOrThrow();
      return row.version;
    },
    /** Points a slot (and its original) at new files, creating the record when new. */
    async setImage(
      providerId: number,
      kind: VoucherKind,
      record: number,
      images: Partial<Record<StoredImageSlot, string | null>>,
    ) {
      await db
        .insertInto('provider_vouchers')
        .values({ provider_id: providerId, kind, record, ...images })
        .onConflict((oc) => oc.columns(['provider_id', 'kind', 'record']).doUpdateSet(images))
        .execute();
    },
    /** Every stored file of a provider's vouchers, so they can go when the provider goes. */
    async fileKeys(providerId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('provider_vouchers')
        .select(storedImageSlots)
        .where('provider_id', '=', providerId)
        .execute();
      return rows.flatMap((r) => storedImageSlots.flatMap((s) => (r[s] ? [r[s]] : [])));
    },
  };
}
export type VouchersRepo = ReturnType<typeof createVouchersRepo>;
