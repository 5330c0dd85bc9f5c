import {
  langOfLanguageId,
  voucherMessages as m,
  voucherFileName,
} from '@trips/shared/modules/vouchers/vouchers.constants';
import type { VoucherStateResponse } from '@trips/shared/modules/vouchers/vouchers.schema';
import type { Database } from '../../db/database.ts';
import { inReaderLanguage } from '../../db/reader-language.ts';
import {
  pdfContentType,
  prepareDocuments,
  readPdf,
  renderPdfApart,
  storePdf,
} from '../../engine/documents/index.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import type { RawTrip } from '../trips/index.ts';
import { rawOrThrow } from '../trips/index.ts';
import { tripCompostela } from './vouchers.camino.ts';
import { voucherData } from './vouchers.data.ts';
import { createVouchersRepo } from './vouchers.repo.ts';

export const VOUCHER_FOLDER = 'vouchers';
const packBuilder = new URL('./vouchers.pdf.ts', import.meta.url);

/** Renders the trip's vouchers and records the PDF; the replaced file is deleted once the new one is kept. */
export async function generateVouchers(
  db: Database,
  storage: Storage,
  raw: RawTrip,
  userId: number | null,
  now: Date,
) {
  // The customer reads it: the trip's names (meal plans, service types) in their language.
  const lang = langOfLanguageId(raw.trip.language_id as number | null);
  const tripId = Number(raw.trip.id);
  const data = await inReaderLanguage(lang, async () =>
    voucherData(db, storage, await rawOrThrow(db, tripId)),
  );
  if (data.services.length + data.pending.length === 0) throw badRequest(m.noServices);
  const bytes = await renderPdfApart(packBuilder, data);
  const key = await storePdf(storage, VOUCHER_FOLDER, bytes);
  const replaced = await createVouchersRepo(db).save(data.tripId, {
    storage_key: key,
    lang: data.lang,
    byte_size: bytes.length,
    services: data.services.length,
    generated_at: now,
    generated_by: userId,
  });
  if (replaced) await storage.delete(replaced);
  return { key, bytes, lang: data.lang };
}

export function createVoucherService(db: Database, storage: Storage, now: () => Date) {
  async function state(tripId: number): Promise<VoucherStateResponse> {
    const raw = await rawOrThrow(db, tripId);
    // The trip's documents panel is open: its pack may be asked for next.
    void prepareDocuments(packBuilder);
    const row = await createVouchersRepo(db).find(tripId);
    return {
      success: true,
      trip_id: tripId,
      lang: langOfLanguageId(raw.trip.language_id as number | null),
      voucher_status_id: Number(raw.trip.voucher_status_id),
      voucher: row
        ? {
            lang: row.lang,
            file_name: voucherFileName(tripId, row.lang),
            byte_size: row.byte_size,
            services: row.services,
            generated_at: new Date(row.generated_at).toISOString(),
            sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
            sent_count: row.sent_count,
          }
        : null,
      compostela: await tripCompostela(db, raw.trip),
    };
  }

  return {
    state,
    async generate(userId: number, tripId: number) {
      await generateVouchers(db, storage, await rawOrThrow(db, tripId), userId, now());
      return { ...(await state(tripId)), ...ok(m.generated) };
    },
    async file(tripId: number) {
      await rawOrThrow(db, tripId);
      const row = await createVouchersRepo(db).find(tripId);
      if (!row) throw notFound(m.none);
      const bytes = await readPdf(storage, row.storage_key);
      if (!bytes) throw notFound(m.fileGone);
      return { bytes, contentType: pdfContentType, name: voucherFileName(tripId, row.lang) };
    },
  };
}
export type VoucherService = ReturnType<typeof createVoucherService>;
