import { type Capability, rowIdParam } from '@trips/shared';
import { okEnvelope } from '@trips/shared/api/envelope';
import {
  addGroupBody,
  deleteGroupBody,
  editGroupBody,
  editGroupCapabilitiesBody,
  editGroupPermissionBody,
  groupResponse,
  groupsResponse,
  rightsChangedResponse,
  savedGroupResponse,
} from '@trips/shared/modules/user-groups/user-groups.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { createGroupPermissionsService } from './group-permissions.service.ts';
import { createUserGroupsService } from './user-groups.service.ts';

const access = (capability: Capability) => ({ access: { permission: 'user_groups', capability } });
const params = z.object({ id: rowIdParam() });
const tags = ['user groups'];

/** The user groups of spec part 1 §7 and their permission matrix (§3 user group, §6). */
export function userGroupsRoutes({ db }: { db: Database }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const groups = createUserGroupsService(db);
    const matrix = createGroupPermissionsService(db);

    r.post(
      '/user-groups',
      { config: access('view'), schema: { tags, response: { 200: groupsResponse } } },
      () => groups.list(),
    );

    r.get(
      '/user-group/:id',
      { config: access('view'), schema: { tags, params, response: { 200: groupResponse } } },
      (req) => groups.get(req.params.id),
    );

    r.post(
      '/add-user-group',
      {
        config: access('create'),
        schema: { tags, body: addGroupBody, response: { 200: savedGroupResponse } },
      },
      (req) => groups.add(requireAuth(req).userId, req.body),
    );

    r.post(
      '/edit-user-group',
      {
        config: access('edit'),
        schema: { tags, body: editGroupBody, response: { 200: savedGroupResponse } },
      },
      (req) => groups.edit(requireAuth(req).userId, req.body),
    );

    r.post(
      '/delete-user-group',
      { config: access('edit'), schema: { tags, body: deleteGroupBody, response: { 200: okEnvelope } } },
      (req) => groups.remove(requireAuth(req).userId, req.body.id),
    );

    r.post(
      '/edit-user-group-permission',
      {
        config: access('edit'),
        schema: { tags, body: editGroupPermissionBody, response: { 200: rightsChangedResponse } },
      },
      (req) => matrix.setPermission(requireAuth(req), req.body),
    );

    r.post(
      '/edit-user-group-capabilities',
      {
        config: access('edit'),
        schema: { tags, body: editGroupCapabilitiesBody, response: { 200: rightsChangedResponse } },
      },
      (req) => matrix.setCapabilities(requireAuth(req), req.body),
    );
  };
}
