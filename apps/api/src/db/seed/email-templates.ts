import { templateRegistry } from '@trips/shared/templates/registry';
import type { Database } from '../database.ts';
import { accommodationTexts } from './email-templates.accommodation.ts';
import { customerTexts } from './email-templates.customer.ts';
import { bodyHtml, type DemoTexts, signature } from './email-templates.html.ts';
import { luggageTexts } from './email-templates.luggage.ts';
import { normalTexts } from './email-templates.normal.ts';
import { otherTexts } from './email-templates.other.ts';

export const demoTemplateTexts: DemoTexts = {
  ...accommodationTexts,
  ...luggageTexts,
  ...normalTexts,
  ...otherTexts,
  ...customerTexts,
};
const senderName = {
  en: '{{ brand.name }} Bookings',
  es: 'Reservas {{ brand.name }}',
  de: '{{ brand.name }} Buchungen',
};

/**
 * Every template in English and Spanish, and in German where it has a German text, for every demo brand,
 * sent from the brand's first account.
 */
export async function seedEmailTemplates(db: Database) {
  if (await db.selectFrom('email_templates').select('id').limit(1).executeTakeFirst()) return;
  const brands = await db.selectFrom('brandings').select('id').orderBy('id').execute();
  const accounts = await db
    .selectFrom('email_accounts')
    .select(['id', 'branding_id'])
    .orderBy('id')
    .execute();
  const rows = brands.flatMap((brand) =>
    templateRegistry.flatMap((template) =>
      (['en', 'es', 'de'] as const).flatMap((lang) => {
        const text = demoTemplateTexts[template.slug]?.[lang];
        if (!text && lang === 'de') return [];
        if (!text) throw new Error(`No demo text for ${template.slug} (${lang})`);
        const lines = template.kind === 'email' ? [...text.lines, ...signature[lang]] : text.lines;
        return [
          {
            slug: template.slug,
            branding_id: brand.id,
            lang,
            subject: text.subject,
            body: bodyHtml(lines),
            from_name: senderName[lang],
            email_account_id: accounts.find((a) => a.branding_id === brand.id)?.id ?? null,
            updated_by: null,
          },
        ];
      }),
    ),
  );
  for (let start = 0; start < rows.length; start += 100) {
    await db
      .insertInto('email_templates')
      .values(rows.slice(start, start + 100))
      .execute();
  }
}
