import type { Capability, Rights } from '@trips/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

const sessionColumns = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'avatar_path',
  'is_active',
  'group_id',
  'team_id',
  'require_verification',
] as const;

export function createUsersRepo(db: Database) {
  return {
    findByEmail(email: string) {
      return db
        .selectFrom('users')
        .select([...sessionColumns, 'password_hash'])
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },

    findById(id: number) {
      return db.selectFrom('users').select(sessionColumns).where('id', '=', id).executeTakeFirst();
    },

    setPassword(id: number, passwordHash: string) {
      return db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date(), version: sql`version + 1` })
        .where('id', '=', id)
        .execute();
    },

    /** Active capabilities of active permissions of a group, as the client's `right` map. */
    async rightsOfGroup(groupId: number | null): Promise<Rights> {
      if (groupId === null) return {};
      const rows = await db
        .selectFrom('group_capabilities as c')
        .innerJoin('group_permissions as p', (j) =>
          j.onRef('p.group_id', '=', 'c.group_id').onRef('p.permission_key', '=', 'c.permission_key'),
        )
        .select(['c.permission_key', 'c.capability'])
        .where('c.group_id', '=', groupId)
        .where('c.is_active', '=', true)
        .where('p.is_active', '=', true)
        .execute();
      const rights: Rights = {};
      for (const row of rows) {
        rights[row.permission_key] = [...(rights[row.permission_key] ?? []), row.capability as Capability];
      }
      return rights;
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
export type UserRecord = NonNullable<Awaited<ReturnType<UsersRepo['findById']>>>;
