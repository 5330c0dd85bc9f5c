import { NavLink } from '@mantine/core';
import type { GroupSummary } from '@trips/shared/modules/user-groups/user-groups.schema';

const members = (n: number) => (n === 1 ? '1 user' : `${n} users`);

export function GroupList({
  groups,
  selected,
  onSelect,
}: {
  groups: GroupSummary[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  return (
    <nav aria-label="User groups">
      {groups.map((g) => (
        <NavLink
          key={g.id}
          component="button"
          type="button"
          label={g.name}
          description={`${members(g.users_count)}${g.description ? ` · ${g.description}` : ''}`}
          active={g.id === selected}
          aria-current={g.id === selected ? 'true' : undefined}
          onClick={() => onSelect(g.id)}
          variant="light"
        />
      ))}
    </nav>
  );
}
