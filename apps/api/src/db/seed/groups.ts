import { catalogue, type Rights } from '@trips/shared';
import type { Database } from '../database.ts';

/** Writes a group's whole matrix: every catalogue permission, active where `rights` grants something. */
export async function writeGroup(db: Database, name: string, description: string, rights: Rights) {
  const group = await db
    .insertInto('user_groups')
    .values({ name, description })
    .returning('id')
    .executeTakeFirstOrThrow();
  const permissions = catalogue.flatMap((s) => s.permissions);
  await db
    .insertInto('group_permissions')
    .values(
      permissions.map((p) => ({
        group_id: group.id,
        permission_key: p.key,
        is_active: Boolean(rights[p.key]?.length),
      })),
    )
    .execute();
  await db
    .insertInto('group_capabilities')
    .values(
      permissions.flatMap((p) =>
        p.capabilities.map((capability) => ({
          group_id: group.id,
          permission_key: p.key,
          capability,
          is_active: Boolean(rights[p.key]?.includes(capability)),
        })),
      ),
    )
    .execute();
  return group.id;
}
