import { join } from 'node:path';
import { Jimp } from 'jimp';
import { sql } from 'kysely';
import { createLocalDiskStorage } from '../../src/engine/storage/local-disk.ts';
import type { TestApp } from './harness.ts';

/** The app's own storage, as the server reads it. */
export const storageOf = (t: TestApp) => createLocalDiskStorage(join(t.config.DATA_DIR, 'uploads'));

/** Voucher texts of a brand's variant (cds, wh, ch) for one page, in the three languages. */
export async function setVoucherTexts(
  t: TestApp,
  brandId: number,
  variant: 'cds' | 'wh' | 'ch',
  page: 'cover_page' | 'introduction_page',
  texts: { eng: string; spn: string; grm: string },
) {
  await sql`update brandings set customer_web_site_settings = jsonb_set(
      jsonb_set(jsonb_set(customer_web_site_settings, '{voucher_texts}',
        coalesce(customer_web_site_settings->'voucher_texts', '{}'::jsonb)),
        ${`{voucher_texts,${variant}}`}::text[], coalesce(customer_web_site_settings->'voucher_texts'->${variant}, '{}'::jsonb)),
      ${`{voucher_texts,${variant},${page}}`}::text[], ${JSON.stringify(texts)}::jsonb)
    where id = ${brandId}`.execute(t.db);
}

/** A provider's voucher record of one kind with a Spanish comment and a main picture stored like an upload. */
export async function providerVoucher(t: TestApp, providerId: number, kind: string, comment: string) {
  const png = await new Jimp({ width: 60, height: 40, color: 0x2a7ab0ff }).getBuffer('image/png');
  const key = `vouchers/${providerId}/${kind}-main-test.png`;
  await storageOf(t).put(key, png, 'image/png');
  await t.db
    .insertInto('provider_vouchers')
    .values({
      provider_id: providerId,
      kind,
      record: 1,
      comment_eng: comment,
      comment_spn: comment,
      main_image: key,
    })
    .onConflict((oc) =>
      oc.columns(['provider_id', 'kind', 'record']).doUpdateSet({ comment_spn: comment, main_image: key }),
    )
    .execute();
}
