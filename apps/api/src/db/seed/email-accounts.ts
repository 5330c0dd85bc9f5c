import type { Database } from '../database.ts';

/**
 * One sending account per demo brand, without an SMTP server: the demo has no mail server, so the brands'
 * mail stays in the dev outbox (or goes through SMTP_URL) until a real server and password are entered.
 */
export async function seedEmailAccounts(db: Database) {
  if (await db.selectFrom('email_accounts').select('id').limit(1).executeTakeFirst()) return;
  const brands = await db.selectFrom('brandings').select(['id', 'name']).orderBy('id').execute();
  if (brands.length === 0) return;
  await db
    .insertInto('email_accounts')
    .values(
      brands.map((brand) => {
        const email = `bookings@${brand.name.toLowerCase().replaceAll(/[^a-z]+/g, '')}.example.com`;
        return { branding_id: brand.id, email, smtp_server: '', smtp_user: email };
      }),
    )
    .execute();
}
