import { type Capability, catalogue, type Rights } from '@trips/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface GroupValues {
  name: string;
  description: string;
}

const membersCount = sql<number>`(select count(*) from users_view u where u.group_id = g.id)`;

/** Groups and their permission matrix: group_permissions (permission active) and group_capabilities. */
export function createUserGroupsRepo(db: Database) {
  return {
    list() {
      return db
        .selectFrom('user_groups as g')
        .select(['g.id', 'g.name', 'g.description', 'g.version', membersCount.as('users_count')])
        .orderBy(sql`lower(g.name)`)
        .orderBy('g.id')
        .execute();
    },

    find(id: number) {
      return db
        .selectFrom('user_groups as g')
        .select(['g.id', 'g.name', 'g.description', 'g.version', membersCount.as('users_count')])
        .where('g.id', '=', id)
        .executeTakeFirst();
    },

    /** Locks the group for the rest of the transaction. */
    lock(id: number) {
      return db.selectFrom('user_groups').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async nameTaken(name: string, exceptId = 0) {
      const row = await db
        .selectFrom('user_groups')
        .select('id')
        .where(sql<string>`lower(name)`, '=', name.toLowerCase())
        .where('id', '<>', exceptId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async permissions(groupId: number) {
      const [permissions, capabilities] = await Promise.all([
        db.selectFrom('group_permissions').selectAll().where('group_id', '=', groupId).execute(),
        db.selectFrom('group_capabilities').selectAll().where('group_id', '=', groupId).execute(),
      ]);
      return { permissions, capabilities };
    },

    /** A new group with a row for every permission and capability of the catalogue, active where `rights` grants. */
    async insertWithMatrix(values: GroupValues, rights: Rights) {
      const { id } = await db
        .insertInto('user_groups')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      const permissions = catalogue.flatMap((s) => s.permissions);
      await db
        .insertInto('group_permissions')
        .values(
          permissions.map((p) => ({
            group_id: id,
            permission_key: p.key,
            is_active: Boolean(rights[p.key]?.length),
          })),
        )
        .execute();
      const capabilities = permissions.flatMap((p) =>
        p.capabilities.map((capability) => ({
          group_id: id,
          permission_key: p.key,
          capability,
          is_active: Boolean(rights[p.key]?.includes(capability)),
        })),
      );
      await db.insertInto('group_capabilities').values(capabilities).execute();
      return id;
    },

    update(id: number, values: GroupValues) {
      return db
        .updateTable('user_groups')
        .set({ ...values, updated_at: new Date(), version: sql`version + 1` })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Marks the group changed after a matrix edit: list readers see a new version, and the access guard,
     * whose rights cache is keyed by it, reads the members' rights anew on their next request.
     */
    touch(id: number) {
      return db
        .updateTable('user_groups')
        .set({ updated_at: new Date(), version: sql`version + 1` })
        .where('id', '=', id)
        .execute();
    },

    remove(id: number) {
      return db.deleteFrom('user_groups').where('id', '=', id).execute();
    },

    setPermission(groupId: number, key: string, isActive: boolean) {
      return db
        .insertInto('group_permissions')
        .values({ group_id: groupId, permission_key: key, is_active: isActive })
        .onConflict((oc) => oc.columns(['group_id', 'permission_key']).doUpdateSet({ is_active: isActive }))
        .execute();
    },

    setCapability(groupId: number, key: string, capability: Capability, isActive: boolean) {
      return db
        .insertInto('group_capabilities')
        .values({ group_id: groupId, permission_key: key, capability, is_active: isActive })
        .onConflict((oc) =>
          oc.columns(['group_id', 'permission_key', 'capability']).doUpdateSet({ is_active: isActive }),
        )
        .execute();
    },

    /** Active users whose group holds an active capability of an active permission. */
    async countActiveHolders(permission: string, capability: Capability) {
      const row = await db
        .selectFrom('users_view as u')
        .innerJoin('group_permissions as p', 'p.group_id', 'u.group_id')
        .innerJoin('group_capabilities as c', (j) =>
          j.onRef('c.group_id', '=', 'p.group_id').onRef('c.permission_key', '=', 'p.permission_key'),
        )
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('u.is_active', '=', true)
        .where('p.permission_key', '=', permission)
        .where('p.is_active', '=', true)
        .where('c.capability', '=', capability)
        .where('c.is_active', '=', true)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type UserGroupsRepo = ReturnType<typeof createUserGroupsRepo>;
