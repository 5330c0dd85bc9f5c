import {
  type StoredImageSlot,
  storedImageSlots,
  type VoucherKind,
  type VoucherRecord,
  voucherKinds,
  voucherTexts,
} from '@trips/shared/modules/providers/vouchers.schema';
import type { VouchersRepo } from './vouchers.repo.ts';

type Row = Awaited<ReturnType<VouchersRepo['records']>>[number];

/** The API path of a stored image; the random part of its key changes with each upload, so caches refresh. */
function imagePath(
  providerId: number,
  kind: VoucherKind,
  record: number,
  slot: StoredImageSlot,
  key: string | null,
) {
  if (!key) return null;
  const v = key.slice(key.lastIndexOf('-') + 1, key.lastIndexOf('.'));
  return `/api/v1/providers/${providerId}/vouchers/${kind}/images/${slot}?record=${record}&v=${v}`;
}

/** The kind's records (1, or 1 and 2), blank at version 0 until first saved. */
export function voucherRecords(providerId: number, kind: VoucherKind, rows: Row[]): VoucherRecord[] {
  const slots = voucherKinds[kind].slots.flatMap((s) => [s, `${s}_org` as const]);
  return Array.from({ length: voucherKinds[kind].records }, (_, i) => {
    const record = i + 1;
    const row = rows.find((r) => r.record === record);
    const texts = Object.fromEntries(voucherTexts.map((t) => [t, row?.[t] ?? '']));
    const images = Object.fromEntries(
      slots.map((slot) => [slot, imagePath(providerId, kind, record, slot, row?.[slot] ?? null)]),
    );
    return { record, version: row?.version ?? 0, ...texts, images } as VoucherRecord;
  });
}

export const isStoredSlot = (slot: string): slot is StoredImageSlot =>
  (storedImageSlots as readonly string[]).includes(slot);
