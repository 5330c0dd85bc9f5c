import { can } from '@trips/shared';
import type { AddUserBody, EditUserBody } from '@trips/shared/modules/users/users.schema';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { auditorFor } from '../../engine/audit/audit.ts';
import { lockAndCheck } from '../../engine/edits/lock-and-check.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import type { RequestAuth } from '../../plugins/access-guard.ts';
import { assertGroupsStayEditable } from '../user-groups/index.ts';
import { notifyAccessChanges } from './user-events.ts';
import { checkSelfEdit, checkValues, selfDeactivateMessage, valuesOf } from './user-rules.ts';
import { userCredentials } from './users.credentials.ts';
import { auditSnapshot, toListItem, toProfile } from './users.presenter.ts';
import { createUsersRepo, type UserStatus } from './users.repo.ts';

export const staleUserMessage =
  'This user was changed by someone else. Reload to see their changes; your edits are kept on screen.';
const missing = () => notFound('User not found');

interface Deps {
  db: Database;
  config: Config;
  onOutbox: () => void;
}

export async function loadProfile(db: Database, id: number) {
  const row = await createUsersRepo(db).findProfile(id);
  if (!row) throw missing();
  return row;
}

export function createUsersService({ db, config, onOutbox }: Deps) {
  const audit = auditorFor('user');

  return {
    async list(status: UserStatus, teamId: number) {
      const rows = await createUsersRepo(db).list(status, teamId);
      return { success: true as const, users: rows.map(toListItem) };
    },

    get: async (id: number) => ({ success: true as const, user: toProfile(await loadProfile(db, id)) }),

    teams: async () => ({ success: true as const, teams: await createUsersRepo(db).teams() }),

    async add(actorId: number, body: AddUserBody) {
      const values = valuesOf({ ...body, profile: body.profile ?? '' });
      // An unusable random password until the user follows the emailed link and chooses theirs.
      const placeholder = await userCredentials().unusablePassword();
      const user = await db.transaction().execute(async (trx) => {
        await checkValues(trx, values);
        const { id } = await createUsersRepo(trx).insert(values, placeholder);
        const row = await loadProfile(trx, id);
        await audit(trx, actorId, id, 'create', null, auditSnapshot(row));
        await userCredentials().invite(trx, config, {
          id,
          email: values.email,
          first_name: values.first_name,
        });
        return toProfile(row);
      });
      onOutbox();
      return { ...ok('User created. They were emailed a link to choose their password.'), user };
    },

    /** Deactivating ends every session of the user in the same transaction. */
    async edit(auth: RequestAuth, body: EditUserBody) {
      const values = valuesOf({ ...body, profile: body.profile ?? '' });
      const user = await db.transaction().execute(async (trx) => {
        const users = createUsersRepo(trx);
        const locked = await lockAndCheck(users.lockForEdit(body.id), body.version, {
          missing,
          stale: () => conflict(staleUserMessage),
        });
        if (!can(auth.rights, 'users', 'edit')) checkSelfEdit(locked, values);
        if (body.id === auth.userId && !values.is_active) throw conflict(selfDeactivateMessage);
        await checkValues(trx, values, body.id);
        const before = await loadProfile(trx, body.id);
        await users.update(body.id, values);
        if (locked.is_active && !values.is_active) await userCredentials().endSessions(trx, body.id);
        const after = await loadProfile(trx, body.id);
        await audit(trx, auth.userId, body.id, 'update', auditSnapshot(before), auditSnapshot(after));
        if (before.group_id !== after.group_id || before.is_active !== after.is_active) {
          await assertGroupsStayEditable(trx);
          await notifyAccessChanges(trx, body.id, auth.userId, before, {
            ...after,
            group_id: values.group_id,
          });
        }
        return toProfile(after);
      });
      return { ...ok('User saved'), user };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
