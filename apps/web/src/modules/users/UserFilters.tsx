import { Group, Select } from '@mantine/core';
import {
  teamFilterOptions,
  type UserStatusFilter,
  userStatusOptions,
} from '@trips/shared/modules/users/teams';

interface Props {
  status: UserStatusFilter;
  team: number;
  onStatus: (status: UserStatusFilter) => void;
  onTeam: (team: number) => void;
}

const teamData = teamFilterOptions.map((t) => ({ value: String(t.id), label: t.name }));

/** The user list's two selectors (spec part 1 §2). */
export function UserFilters({ status, team, onStatus, onTeam }: Props) {
  return (
    <Group gap="sm">
      <Select
        label="Users"
        data={userStatusOptions.map((o) => ({ ...o }))}
        value={status}
        allowDeselect={false}
        onChange={(v) => onStatus((v ?? 'all') as UserStatusFilter)}
        w={180}
      />
      <Select
        label="Team"
        data={teamData}
        value={String(team)}
        allowDeselect={false}
        onChange={(v) => onTeam(Number(v ?? 0))}
        w={180}
      />
    </Group>
  );
}
