import { randomBytes } from 'node:crypto';
import {
  type ImageSlot,
  voucherImageMessages as messages,
  type SaveVoucherBody,
  type StoredImageSlot,
  type saveVoucherBody,
  type VoucherKind,
  voucherKinds,
} from '@trips/shared/modules/providers/vouchers.schema';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { recordChange } from '../../../engine/audit/audit.ts';
import type { Storage } from '../../../engine/storage/storage.ts';
import type { Upload } from '../../../engine/storage/uploads.ts';
import { badRequest, conflict, notFound } from '../../../http/errors.ts';
import { ok } from '../../../http/ok.ts';
import { createProvidersRepo } from '../providers.repo.ts';
import { providerNotFound } from '../providers.service.ts';
import { voucherImage } from './images.ts';
import { voucherRecords } from './vouchers.presenter.ts';
import { createVouchersRepo } from './vouchers.repo.ts';

type Save = z.output<typeof saveVoucherBody>;

export type { SaveVoucherBody };

export const staleVoucherMessage =
  'This voucher information was changed by someone else. Reload to see their changes; your edits are kept on screen.';
const extensions = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

function checkRecord(kind: VoucherKind, record: number) {
  if (record > voucherKinds[kind].records) throw badRequest(`A ${kind} voucher has no record ${record}`);
}
function checkSlot(kind: VoucherKind, slot: string): asserts slot is ImageSlot {
  if (!(voucherKinds[kind].slots as readonly string[]).includes(slot)) throw badRequest(messages.slot);
}

export function createVouchersService(db: Database, storage: Storage) {
  async function lockProvider(trx: Database, providerId: number) {
    if (!(await createProvidersRepo(trx).lock(providerId))) throw providerNotFound();
  }
  async function read(trx: Database, providerId: number, kind: VoucherKind) {
    return voucherRecords(providerId, kind, await createVouchersRepo(trx).records(providerId, kind));
  }
  const answer = (kind: VoucherKind, records: Awaited<ReturnType<typeof read>>, message?: string) => ({
    ...(message ? ok(message) : { success: true as const }),
    kind,
    slots: [...voucherKinds[kind].slots],
    records,
  });

  async function replace(
    userId: number,
    providerId: number,
    kind: VoucherKind,
    record: number,
    images: Partial<Record<StoredImageSlot, string | null>>,
    message: string,
  ) {
    const slots = Object.keys(images) as StoredImageSlot[];
    const { old, records } = await db.transaction().execute(async (trx) => {
      await lockProvider(trx, providerId);
      const repo = createVouchersRepo(trx);
      const row = (await repo.records(providerId, kind)).find((r) => r.record === record);
      const old = Object.fromEntries(slots.map((s) => [s, row?.[s] ?? null]));
      await repo.setImage(providerId, kind, record, images);
      const change = { entity: 'provider_voucher', entityId: providerId, action: 'update', userId };
      await recordChange(trx, {
        ...change,
        before: { kind, record, ...old },
        after: { kind, record, ...images },
      });
      return { old, records: await read(trx, providerId, kind) };
    });
    for (const key of Object.values(old)) if (key) await storage.delete(key);
    return answer(kind, records, message);
  }

  return {
    async get(providerId: number, kind: VoucherKind) {
      if (!(await createProvidersRepo(db).find(providerId))) throw providerNotFound();
      return answer(kind, await read(db, providerId, kind));
    },

    /** The texts of each record; a record read at an older version is a 409 and nothing changes. */
    async save(userId: number, providerId: number, kind: VoucherKind, body: Save) {
      const records = await db.transaction().execute(async (trx) => {
        await lockProvider(trx, providerId);
        const before = await read(trx, providerId, kind);
        for (const { record, version, ...texts } of body.records) {
          checkRecord(kind, record);
          if (before[record - 1].version !== version) throw conflict(staleVoucherMessage);
          await createVouchersRepo(trx).saveTexts(providerId, kind, record, texts);
        }
        const after = await read(trx, providerId, kind);
        const textsOf = (rs: typeof before) => ({ kind, records: rs.map(({ images, version, ...t }) => t) });
        const change = { entity: 'provider_voucher', entityId: providerId, action: 'update', userId };
        await recordChange(trx, { ...change, before: textsOf(before), after: textsOf(after) });
        return after;
      });
      return answer(kind, records, 'Voucher information saved');
    },

    /**
     * Stores the upload as the slot's original and a display copy, then points the record at them; the old
     * files go once that is saved. Images do not bump the record's version: they change apart from the texts.
     */
    async upload(
      userId: number,
      providerId: number,
      kind: VoucherKind,
      slot: string,
      record: number,
      upload: Upload,
    ) {
      checkSlot(kind, slot);
      checkRecord(kind, record);
      if (!upload.file) throw badRequest(messages.missing, { file: messages.missing });
      if (!(await createProvidersRepo(db).find(providerId))) throw providerNotFound();
      const image = await voucherImage(upload.file.bytes);
      const stem = `vouchers/p${providerId}/${kind}-${record}-${slot.replace('_', '')}`;
      const random = randomBytes(12).toString('hex');
      const keys = {
        [slot]: `${stem}-${random}.${extensions[image.type]}`,
        [`${slot}_org`]: `${stem}org-${random}.${extensions[image.type]}`,
      };
      await storage.put(keys[slot], image.display, image.type);
      await storage.put(keys[`${slot}_org`], image.original, image.type);
      try {
        return await replace(userId, providerId, kind, record, keys, 'Image uploaded');
      } catch (error) {
        for (const key of Object.values(keys)) await storage.delete(key);
        throw error;
      }
    },

    async removeImage(userId: number, providerId: number, kind: VoucherKind, slot: string, record: number) {
      checkSlot(kind, slot);
      checkRecord(kind, record);
      return replace(
        userId,
        providerId,
        kind,
        record,
        { [slot]: null, [`${slot}_org`]: null },
        'Image removed',
      );
    },

    async image(providerId: number, kind: VoucherKind, slot: StoredImageSlot, record: number) {
      const row = (await createVouchersRepo(db).records(providerId, kind)).find((r) => r.record === record);
      const key = row?.[slot];
      const stored = key ? await storage.get(key) : null;
      if (!stored) throw notFound('unable to find information');
      return stored;
    },
  };
}
export type VouchersService = ReturnType<typeof createVouchersService>;
