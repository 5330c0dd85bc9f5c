import type { Database } from '../../db/database.ts';

export function createEmailAccountsRepo(db: Database) {
  return {
    find: (id: number) =>
      db
        .selectFrom('email_accounts as a')
        .innerJoin('brandings_view as b', 'b.id', 'a.branding_id')
        .select(['a.id', 'a.email', 'a.smtp_server', 'a.smtp_user', 'a.password', 'b.name as branding_name'])
        .where('a.id', '=', id)
        .executeTakeFirst(),
  };
}
