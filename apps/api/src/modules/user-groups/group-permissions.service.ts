import { type Capability, catalogue } from '@trips/shared';
import type {
  EditGroupCapabilitiesBody,
  EditGroupPermissionBody,
} from '@trips/shared/modules/user-groups/user-groups.schema';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { RequestAuth } from '../../plugins/access-guard.ts';
import { notify } from '../notifications/index.ts';
import { assertGroupsStayEditable } from './administrators.ts';
import { groupMembers } from './group-members.ts';
import { matrixSnapshot } from './user-groups.presenter.ts';
import { createUserGroupsRepo } from './user-groups.repo.ts';
import { loadGroup } from './user-groups.service.ts';

function permissionDef(key: string) {
  const def = catalogue.flatMap((s) => s.permissions).find((p) => p.key === key);
  if (!def)
    throw badRequest(`Unknown permission '${key.slice(0, 100)}'`, { permission_id: 'Unknown permission' });
  return def;
}

/**
 * The permission matrix of a group. A change applies on the members' next request (it bumps the group's
 * version, which keys the access guard's rights cache), is audited, and tells the members their
 * permissions changed.
 */
export function createGroupPermissionsService(db: Database) {
  async function change(auth: RequestAuth, groupId: number, apply: (trx: Database) => Promise<void>) {
    return db.transaction().execute(async (trx) => {
      const groups = createUserGroupsRepo(trx);
      if (!(await groups.lock(groupId))) throw notFound('User group not found');
      const before = matrixSnapshot((await loadGroup(trx, groupId)).sections);
      await apply(trx);
      const group = await loadGroup(trx, groupId);
      const after = matrixSnapshot(group.sections);
      const audited = await recordChange(trx, {
        entity: 'user_group',
        entityId: groupId,
        action: 'update_permissions',
        userId: auth.userId,
        before,
        after,
      });
      if (audited) {
        await groups.touch(groupId);
        await assertGroupsStayEditable(trx);
        const members = await groupMembers().activeMemberIds(trx, groupId);
        await notify(trx, { userIds: members, event: 'permissionsUpdated', fromUserId: auth.userId });
      }
      const right = await groupMembers().rightsOfUser(trx, auth.userId);
      return { group: await loadGroup(trx, groupId), right };
    });
  }

  const answer = (message: string, result: Awaited<ReturnType<typeof change>>) => ({
    success: true as const,
    message,
    messages: [message],
    ...result,
  });

  return {
    async setPermission(auth: RequestAuth, body: EditGroupPermissionBody) {
      const def = permissionDef(body.permission_id);
      const result = await change(auth, body.group_id, async (trx) => {
        await createUserGroupsRepo(trx).setPermission(body.group_id, def.key, body.is_active);
      });
      return answer(`${def.name} ${body.is_active ? 'enabled' : 'disabled'}`, result);
    },

    async setCapabilities(auth: RequestAuth, body: EditGroupCapabilitiesBody) {
      const def = permissionDef(body.permission_id);
      const foreign = body.capabilities.find((c) => !def.capabilities.includes(c.id));
      if (foreign) {
        throw badRequest(`${def.name} has no '${foreign.id}' capability`, {
          capabilities: 'Unknown capability',
        });
      }
      const result = await change(auth, body.group_id, async (trx) => {
        const repo = createUserGroupsRepo(trx);
        for (const c of body.capabilities)
          await repo.setCapability(body.group_id, def.key, c.id as Capability, c.is_active);
      });
      return answer(`${def.name} capabilities saved`, result);
    },
  };
}
