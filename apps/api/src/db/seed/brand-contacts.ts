import { sql } from 'kysely';
import type { Database } from '../database.ts';

/** Each demo brand's phone (the travel pack's emergency line) and addresses, by brand order. */
const phones = ['+34 981 000 222', '+34 915 000 333', '+34 932 000 444'];

/**
 * The demo brands' contact details where none are set: the phone and email the vouchers print (the phone
 * in every page's footer, for emergencies) and the ones booking emails sign with.
 */
export async function seedBrandContacts(db: Database) {
  const brands = await db.selectFrom('brandings').select(['id', 'name']).orderBy('id').execute();
  for (const [i, brand] of brands.entries()) {
    const site = brand.name.toLowerCase().replaceAll(/[^a-z]+/g, '');
    const contact = {
      phone: phones[i % phones.length],
      email: `hello@${site}.example.com`,
    };
    await db
      .updateTable('brandings')
      .set({
        pdf_settings: sql`${JSON.stringify(contact)}::jsonb || pdf_settings`,
        request_settings: sql`${JSON.stringify({ ...contact, url: `https://${site}.example.com` })}::jsonb || request_settings`,
      })
      .where('id', '=', brand.id)
      .execute();
  }
}
