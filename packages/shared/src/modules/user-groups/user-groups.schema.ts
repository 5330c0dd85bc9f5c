import { z } from 'zod';
import { okEnvelope } from '../../api/envelope.ts';
import { capabilities } from '../../permissions/catalogue.ts';
import { integer, rowId } from '../../validation/numbers.ts';
import { fields, text } from '../../validation/zod.ts';
import { groupLimits } from './user-groups.limits.ts';

export const groupSummary = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  users_count: z.number(),
  version: z.number(),
});
export type GroupSummary = z.infer<typeof groupSummary>;
export const groupsResponse = z.object({ success: z.literal(true), groups: z.array(groupSummary) });

/** A capability of a permission (View, Create, Edit); its id is the capability key. */
export const capabilityState = z.object({
  id: z.enum(capabilities),
  name: z.string(),
  is_active: z.boolean(),
});
/** A permission of a group; its id is the permission key of the catalogue and of the `right` map. */
export const permissionState = z.object({
  id: z.string(),
  name: z.string(),
  is_active: z.boolean(),
  capabilities: z.array(capabilityState),
});
export const sectionState = z.object({
  key: z.string(),
  name: z.string(),
  permissions: z.array(permissionState),
});
export const userGroup = groupSummary.extend({ sections: z.array(sectionState) });
export type UserGroup = z.infer<typeof userGroup>;
export type PermissionState = z.infer<typeof permissionState>;
export type SectionState = z.infer<typeof sectionState>;

export const groupResponse = z.object({ success: z.literal(true), group: userGroup });

const groupFields = {
  name: fields.requiredText(groupLimits.name),
  description: fields.optionalText(groupLimits.description).optional().default(''),
};
export const addGroupBody = z.object(groupFields);
export const editGroupBody = z.object({ id: rowId(), version: integer(1), ...groupFields });
export const deleteGroupBody = z.object({ id: rowId() });
export type AddGroupBody = z.input<typeof addGroupBody>;
export type EditGroupBody = z.input<typeof editGroupBody>;

const permissionId = text().min(1).max(100);
export const editGroupPermissionBody = z.object({
  group_id: rowId(),
  permission_id: permissionId,
  is_active: z.boolean(),
});
export const editGroupCapabilitiesBody = z.object({
  group_id: rowId(),
  permission_id: permissionId,
  capabilities: z
    .array(z.object({ id: z.enum(capabilities), is_active: z.boolean() }))
    .min(1)
    .max(capabilities.length),
});
export type EditGroupPermissionBody = z.input<typeof editGroupPermissionBody>;
export type EditGroupCapabilitiesBody = z.input<typeof editGroupCapabilitiesBody>;

export const savedGroupResponse = okEnvelope.extend({ group: userGroup });

/** A matrix edit answers with the caller's own rights, so editing one's own group updates the header. */
export const rightsChangedResponse = okEnvelope.extend({
  message: z.string(),
  right: z.record(z.string(), z.array(z.enum(capabilities))),
  group: userGroup,
});
