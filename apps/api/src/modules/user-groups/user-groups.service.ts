import type { AddGroupBody, EditGroupBody } from '@trips/shared/modules/user-groups/user-groups.schema';
import type { Database } from '../../db/database.ts';
import { auditorFor } from '../../engine/audit/audit.ts';
import { lockAndCheck } from '../../engine/edits/lock-and-check.ts';
import { deleteUnlessUsed } from '../../engine/edits/used-by.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { toGroup } from './user-groups.presenter.ts';
import { createUserGroupsRepo, type GroupValues } from './user-groups.repo.ts';

export const staleGroupMessage =
  'This user group was changed by someone else. Reload to see their changes; your edits are kept on screen.';
const missing = () => notFound('User group not found');
const nameTaken = () => {
  const message = 'A user group with this name already exists.';
  return new AppError(409, message, { name: message });
};

const valuesOf = (body: { name: string; description?: string }): GroupValues => ({
  name: body.name.trim(),
  description: (body.description ?? '').trim(),
});

/** Loads a group with its matrix, or 404. */
export async function loadGroup(db: Database, id: number) {
  const repo = createUserGroupsRepo(db);
  const group = await repo.find(id);
  if (!group) throw missing();
  return toGroup(group, await repo.permissions(id));
}

/** Group names and descriptions; the matrix has its own service (group-permissions.service.ts). */
export function createUserGroupsService(db: Database) {
  const audit = auditorFor('user_group');

  return {
    async list() {
      const groups = await createUserGroupsRepo(db).list();
      return {
        success: true as const,
        groups: groups.map((g) => ({ ...g, users_count: Number(g.users_count) })),
      };
    },

    get: async (id: number) => ({ success: true as const, group: await loadGroup(db, id) }),

    async add(userId: number, body: AddGroupBody) {
      const values = valuesOf(body);
      const group = await db.transaction().execute(async (trx) => {
        const repo = createUserGroupsRepo(trx);
        if (await repo.nameTaken(values.name)) throw nameTaken();
        const id = await repo.insertWithMatrix(values, {});
        await audit(trx, userId, id, 'create', null, values);
        return loadGroup(trx, id);
      });
      return { ...ok('User group created'), group };
    },

    async edit(userId: number, body: EditGroupBody) {
      const values = valuesOf(body);
      const group = await db.transaction().execute(async (trx) => {
        const repo = createUserGroupsRepo(trx);
        const locked = await lockAndCheck(repo.lock(body.id), body.version, {
          missing,
          stale: () => conflict(staleGroupMessage),
        });
        if (await repo.nameTaken(values.name, body.id)) throw nameTaken();
        await repo.update(body.id, values);
        const before = { name: locked.name, description: locked.description };
        await audit(trx, userId, body.id, 'update', before, values);
        return loadGroup(trx, body.id);
      });
      return { ...ok('User group saved'), group };
    },

    /** A group with members is kept: deleting it would silently take every right away from them. */
    async remove(userId: number, id: number) {
      await deleteUnlessUsed(db, { table: 'user_groups', id, advice: 'moveUsers' }, async (trx) => {
        const repo = createUserGroupsRepo(trx);
        const locked = await repo.lock(id);
        if (!locked) throw missing();
        await repo.remove(id);
        await audit(trx, userId, id, 'delete', { name: locked.name, description: locked.description }, null);
      });
      return ok('User group deleted');
    },
  };
}
