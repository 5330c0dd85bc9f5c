import type { TemplateSlug } from '@trips/shared/templates/registry';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { EmailTemplatesTable } from '../../db/tables/email-templates.ts';
import { defaultBrandId } from '../brandings/index.ts';

export type TemplateRow = Selectable<EmailTemplatesTable>;
export type TemplateWrite = Pick<
  TemplateRow,
  'subject' | 'body' | 'from_name' | 'cc' | 'bcc' | 'reply_to' | 'email_account_id'
>;
export interface TemplateKey {
  slug: TemplateSlug;
  brandingId: number;
  lang: string;
}

/** Email template texts per (slug, brand, language), and the brands and accounts they hang on. */
export function createEmailTemplatesRepo(db: Database) {
  return {
    find: ({ slug, brandingId, lang }: TemplateKey) =>
      db
        .selectFrom('email_templates')
        .selectAll()
        .where('slug', '=', slug)
        .where('branding_id', '=', brandingId)
        .where('lang', '=', lang)
        .executeTakeFirst(),

    /**
     * Locks the brand for the rest of the transaction and answers the version of its text in `key`
     * (0 when it has none): two saves of one template queue here, even the first text of a language.
     */
    async lockVersion(key: TemplateKey): Promise<number | undefined> {
      const brand = await db
        .selectFrom('brandings_view')
        .select('id')
        .where('id', '=', key.brandingId)
        .forUpdate()
        .executeTakeFirst();
      if (!brand) return undefined;
      return (await this.find(key))?.version ?? 0;
    },

    async write(key: TemplateKey, values: TemplateWrite, version: number, userId: number) {
      const row = { ...values, version, updated_by: userId, updated_at: new Date() };
      await db
        .insertInto('email_templates')
        .values({ slug: key.slug, branding_id: key.brandingId, lang: key.lang, ...row })
        .onConflict((oc) => oc.columns(['slug', 'branding_id', 'lang']).doUpdateSet(row))
        .execute();
      return (await this.find(key))!;
    },

    brand: (id: number) =>
      db
        .selectFrom('brandings_view')
        .select(['id', 'name', 'request_settings'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** The brand templates fall back to: the default (first active) brand, never a switched-off one. */
    defaultBrandId: () => defaultBrandId(db),

    accounts: (brandingId: number) =>
      db
        .selectFrom('email_accounts')
        .select(['id', 'email', 'is_active'])
        .where('branding_id', '=', brandingId)
        .orderBy('id')
        .execute(),
  };
}

export type EmailTemplatesRepo = ReturnType<typeof createEmailTemplatesRepo>;
