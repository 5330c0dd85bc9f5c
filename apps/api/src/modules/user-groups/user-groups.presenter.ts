import { type Capability, catalogue } from '@trips/shared';
import type { SectionState, UserGroup } from '@trips/shared/modules/user-groups/user-groups.schema';
import type { UserGroupsRepo } from './user-groups.repo.ts';

const capabilityNames: Record<Capability, string> = { view: 'View', create: 'Create', edit: 'Edit' };

type Group = NonNullable<Awaited<ReturnType<UserGroupsRepo['find']>>>;
type Matrix = Awaited<ReturnType<UserGroupsRepo['permissions']>>;

/** The catalogue's sections with this group's flags; a permission the group has no row for is off. */
export function toSections({ permissions, capabilities }: Matrix): SectionState[] {
  const permissionOn = new Map(permissions.map((p) => [p.permission_key, p.is_active]));
  const capabilityOn = new Map(capabilities.map((c) => [`${c.permission_key}.${c.capability}`, c.is_active]));
  return catalogue.map((section) => ({
    key: section.key,
    name: section.name,
    permissions: section.permissions.map((p) => ({
      id: p.key,
      name: p.name,
      is_active: permissionOn.get(p.key) ?? false,
      capabilities: p.capabilities.map((c) => ({
        id: c,
        name: capabilityNames[c],
        is_active: capabilityOn.get(`${p.key}.${c}`) ?? false,
      })),
    })),
  }));
}

export function toGroup(group: Group, matrix: Matrix): UserGroup {
  return { ...group, users_count: Number(group.users_count), sections: toSections(matrix) };
}

/** The matrix flattened for the audit log: 'trips' → permission active, 'trips.view' → capability active. */
export function matrixSnapshot(sections: SectionState[]) {
  const snapshot: Record<string, boolean> = {};
  for (const p of sections.flatMap((s) => s.permissions)) {
    snapshot[p.id] = p.is_active;
    for (const c of p.capabilities) snapshot[`${p.id}.${c.id}`] = c.is_active;
  }
  return snapshot;
}
