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
import { inUseAnswer } from '../../engine/edits/used-by.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { createGroupPermissionsService } from './group-permissions.service.ts';
import { createUserGroupsService } from './user-groups.service.ts';

const access = (capability: Capability) => ({ access: { permission: 'user_groups', capability } });
const params = z.object({ id: rowIdParam() });
const tags = ['user groups'];
const nameTaken = 'Another user group has this name.';
const matrixAnswers = {
  404: 'The user group does not exist.',
  409: "The change would leave no active user with the 'edit' right on user groups.",
};
const matrixDescription =
  "Answers the caller's own rights, so editing one's own group updates the screen; the group's members " +
  'are notified.';

/** The user groups of spec part 1 §7 and their permission matrix (§3 user group, §6). */
export function userGroupsRoutes({ db }: { db: Database }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const groups = createUserGroupsService(db);
    const matrix = createGroupPermissionsService(db);

    r.post(
      '/user-groups',
      {
        config: access('view'),
        schema: { tags, summary: 'List the user groups', response: { 200: groupsResponse } },
      },
      () => groups.list(),
    );

    r.get(
      '/user-group/:id',
      {
        config: access('view'),
        schema: {
          tags,
          summary: 'Get a user group with its permission matrix',
          params,
          response: { 200: groupResponse },
        },
      },
      (req) => groups.get(req.params.id),
    );

    r.post(
      '/add-user-group',
      {
        config: { ...access('create'), answers: { 409: nameTaken } },
        schema: {
          tags,
          summary: 'Add a user group',
          body: addGroupBody,
          response: { 200: savedGroupResponse },
        },
      },
      (req) => groups.add(requireAuth(req).userId, req.body),
    );

    r.post(
      '/edit-user-group',
      {
        config: {
          ...access('edit'),
          answers: { 409: `Stale (another \`version\`), or ${nameTaken.toLowerCase()}` },
        },
        schema: {
          tags,
          summary: 'Rename a user group or change its description',
          body: editGroupBody,
          response: { 200: savedGroupResponse },
        },
      },
      (req) => groups.edit(requireAuth(req).userId, req.body),
    );

    r.post(
      '/delete-user-group',
      {
        config: { ...access('edit'), answers: { 409: inUseAnswer('its users (move them first)') } },
        schema: {
          tags,
          summary: 'Delete a user group',
          body: deleteGroupBody,
          response: { 200: okEnvelope },
        },
      },
      (req) => groups.remove(requireAuth(req).userId, req.body.id),
    );

    r.post(
      '/edit-user-group-permission',
      {
        config: { ...access('edit'), answers: matrixAnswers },
        schema: {
          tags,
          summary: "Switch one of a group's permissions on or off",
          description: matrixDescription,
          body: editGroupPermissionBody,
          response: { 200: rightsChangedResponse },
        },
      },
      (req) => matrix.setPermission(requireAuth(req), req.body),
    );

    r.post(
      '/edit-user-group-capabilities',
      {
        config: { ...access('edit'), answers: matrixAnswers },
        schema: {
          tags,
          summary: "Set the capabilities of one of a group's permissions",
          description: matrixDescription,
          body: editGroupCapabilitiesBody,
          response: { 200: rightsChangedResponse },
        },
      },
      (req) => matrix.setCapabilities(requireAuth(req), req.body),
    );
  };
}
