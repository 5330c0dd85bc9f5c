import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserGroup } from '@trips/shared/modules/user-groups/user-groups.schema';
import type { Capability } from '@trips/shared/permissions/catalogue';
import { toastSuccessMessages } from '../../lib/api';
import { session } from '../../lib/session';
import { groupsApi, groupsKeys } from './groupsApi';

export type MatrixChange =
  | { permission: string; capability?: undefined; on: boolean }
  | { permission: string; capability: Capability; on: boolean };

/** The group with one switch or checkbox flipped, shown at once while the server saves it. */
export function applyChange(group: UserGroup, change: MatrixChange): UserGroup {
  const sections = group.sections.map((s) => ({
    ...s,
    permissions: s.permissions.map((p) => {
      if (p.id !== change.permission) return p;
      if (!change.capability) return { ...p, is_active: change.on };
      const capabilities = p.capabilities.map((c) =>
        c.id === change.capability ? { ...c, is_active: change.on } : c,
      );
      return { ...p, capabilities };
    }),
  }));
  return { ...group, sections };
}

/** Saves one matrix change; the answer's `right` is the signed-in user's own, so their header follows. */
export function useGroupMatrix(groupId: number) {
  const client = useQueryClient();
  const key = groupsKeys.one(groupId);
  return useMutation({
    mutationFn: (c: MatrixChange) =>
      c.capability
        ? groupsApi.setCapability(groupId, c.permission, c.capability, c.on)
        : groupsApi.setPermission(groupId, c.permission, c.on),
    onMutate: async (change) => {
      // A refetch landing later would undo the flip; awaiting only when one runs keeps the flip instant.
      if (client.isFetching({ queryKey: key })) await client.cancelQueries({ queryKey: key });
      client.setQueryData<{ group: UserGroup }>(
        key,
        (old) => old && { group: applyChange(old.group, change) },
      );
    },
    onSuccess: (answer) => {
      client.setQueryData(key, { group: answer.group });
      session.saveRights(answer.right ?? {});
      toastSuccessMessages(answer);
    },
    onError: () => {
      void client.invalidateQueries({ queryKey: key });
    },
  });
}
