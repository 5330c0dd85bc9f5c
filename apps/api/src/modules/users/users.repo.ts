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
  'ui_language',
] as const;

export type UserStatus = 'all' | 'active' | 'inactive';

/** The columns a user administrator may set; the password and the avatar have their own paths. */
export interface UserValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  team_id: number;
  group_id: number;
  is_active: boolean;
  require_verification: boolean;
  profile: string;
}

export function createUsersRepo(db: Database) {
  const withNames = () =>
    db
      .selectFrom('users as u')
      .innerJoin('teams as t', 't.id', 'u.team_id')
      .leftJoin('user_groups as g', 'g.id', 'u.group_id')
      .select([
        'u.id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.phone',
        'u.team_id',
        't.name as team_name',
        'u.group_id',
        'g.name as group_name',
        'u.is_active',
        'u.avatar_path',
      ]);

  return {
    /** The user list: by first name, then last name (spec part 1 §2), id last so the order is stable. */
    list(status: UserStatus, teamId: number) {
      let query = withNames();
      if (status !== 'all') query = query.where('u.is_active', '=', status === 'active');
      if (teamId > 0) query = query.where('u.team_id', '=', teamId);
      return query
        .orderBy(sql`lower(u.first_name)`)
        .orderBy(sql`lower(u.last_name)`)
        .orderBy('u.id')
        .execute();
    },

    findProfile(id: number) {
      return withNames()
        .select(['u.profile', 'u.require_verification', 'u.version'])
        .where('u.id', '=', id)
        .executeTakeFirst();
    },

    /** Locks the row for the rest of the transaction and tells what an edit compares against. */
    lockForEdit(id: number) {
      return db
        .selectFrom('users')
        .select([...sessionColumns, 'profile', 'version'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    async emailTaken(email: string, exceptId = 0) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .where('id', '<>', exceptId)
        .executeTakeFirst();
      return row !== undefined;
    },

    insert(values: UserValues, passwordHash: string) {
      return db
        .insertInto('users')
        .values({ ...values, password_hash: passwordHash })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    update(id: number, values: UserValues) {
      return db
        .updateTable('users')
        .set({ ...values, updated_at: new Date(), version: sql`version + 1` })
        .where('id', '=', id)
        .execute();
    },

    /** The avatar has its own call and no version: it cannot overwrite what edit-user saves. */
    setAvatar(id: number, avatarPath: string | null) {
      return db
        .updateTable('users')
        .set({ avatar_path: avatarPath, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    async activeMemberIds(groupId: number) {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('group_id', '=', groupId)
        .where('is_active', '=', true)
        .execute();
      return rows.map((r) => r.id);
    },

    teams() {
      return db.selectFrom('teams').select(['id', 'name']).orderBy('id').execute();
    },

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
