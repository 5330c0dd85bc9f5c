import type {
  AddGroupBody,
  EditGroupBody,
  GroupSummary,
  UserGroup,
} from '@trips/shared/modules/user-groups/user-groups.schema';
import type { Capability } from '@trips/shared/permissions/catalogue';
import type { Rights } from '@trips/shared/permissions/rights';
import { api } from '../../lib/api';

type Saved = { success: true; messages: string[]; group: UserGroup };
/** A matrix edit answers with the caller's own rights (spec: `right`, default empty object). */
export type MatrixSaved = Saved & { message: string; right?: Rights };

export const groupsKeys = {
  all: ['user-groups'] as const,
  list: ['user-groups', 'list'] as const,
  one: (id: number) => ['user-groups', 'one', id] as const,
};

export const groupsApi = {
  list: (signal?: AbortSignal) => api.post<{ groups: GroupSummary[] }>('user-groups', {}, { signal }),
  get: (id: number, signal?: AbortSignal) => api.get<{ group: UserGroup }>(`user-group/${id}`, { signal }),
  add: (body: AddGroupBody) => api.post<Saved>('add-user-group', body),
  edit: (body: EditGroupBody) => api.post<Saved>('edit-user-group', body),
  remove: (id: number) => api.post<{ success: true; messages: string[] }>('delete-user-group', { id }),
  setPermission: (groupId: number, permissionId: string, isActive: boolean) =>
    api.post<MatrixSaved>('edit-user-group-permission', {
      group_id: groupId,
      permission_id: permissionId,
      is_active: isActive,
    }),
  setCapability: (groupId: number, permissionId: string, capability: Capability, isActive: boolean) =>
    api.post<MatrixSaved>('edit-user-group-capabilities', {
      group_id: groupId,
      permission_id: permissionId,
      capabilities: [{ id: capability, is_active: isActive }],
    }),
};
