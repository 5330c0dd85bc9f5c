import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from '@mantine/core';
import type { GroupSummary } from '@trips/shared/modules/user-groups/user-groups.schema';

export function GroupList({
  groups,
  selected,
  onSelect,
}: {
  groups: GroupSummary[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useLingui();
  const members = (n: number) => t`${plural(n, { one: '# user', other: '# users' })}`;
  return (
    <nav aria-label={t`User groups`}>
      {groups.map((g) => (
        <NavLink
          key={g.id}
          component="button"
          type="button"
          label={g.name}
          description={[members(g.users_count), g.description].filter(Boolean).join(' · ')}
          active={g.id === selected}
          aria-current={g.id === selected ? 'true' : undefined}
          onClick={() => onSelect(g.id)}
          variant="light"
        />
      ))}
    </nav>
  );
}
