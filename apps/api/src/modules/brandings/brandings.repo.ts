import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export type BrandingRow = Awaited<ReturnType<ReturnType<typeof createBrandingsRepo>['find']>>;
export interface BrandingWrite {
  name: string;
  is_active: boolean;
  is_excel_import: boolean;
  pdf_settings: object;
  request_settings: object;
  customer_web_site_settings: object;
}

const json = (value: object) => JSON.stringify(value);

export function createBrandingsRepo(db: Database) {
  return {
    list: () =>
      db
        .selectFrom('brandings')
        .select(['id', 'name', 'is_active', 'is_excel_import'])
        .orderBy('name')
        .execute(),
    find: (id: number) => db.selectFrom('brandings').selectAll().where('id', '=', id).executeTakeFirst(),
    lock: (id: number) =>
      db.selectFrom('brandings').select('version').where('id', '=', id).forUpdate().executeTakeFirst(),
    async nameTaken(name: string, exceptId: number | null) {
      const row = await db
        .selectFrom('brandings')
        .select('id')
        .where(sql<string>`lower(name)`, '=', name.toLowerCase())
        .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId!))
        .executeTakeFirst();
      return row !== undefined;
    },
    async insert(values: BrandingWrite) {
      const row = await db
        .insertInto('brandings')
        .values({
          ...values,
          pdf_settings: json(values.pdf_settings),
          request_settings: json(values.request_settings),
          customer_web_site_settings: json(values.customer_web_site_settings),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    update: (id: number, values: BrandingWrite) =>
      db
        .updateTable('brandings')
        .set({
          ...values,
          pdf_settings: json(values.pdf_settings),
          request_settings: json(values.request_settings),
          customer_web_site_settings: json(values.customer_web_site_settings),
          version: sql`version + 1`,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute(),
    delete: (id: number) => db.deleteFrom('brandings').where('id', '=', id).execute(),
  };
}
