import { useLingui } from '@lingui/react/macro';
import { Group, Select } from '@mantine/core';
import {
  teamFilterOptions,
  type UserStatusFilter,
  userStatusOptions,
} from '@trips/shared/modules/users/teams';
import { statusMessages, teamName } from './teamNames';

interface Props {
  status: UserStatusFilter;
  team: number;
  onStatus: (status: UserStatusFilter) => void;
  onTeam: (team: number) => void;
}

/** The user list's two selectors (spec part 1 §2). */
export function UserFilters({ status, team, onStatus, onTeam }: Props) {
  const { i18n, t } = useLingui();
  const statusData = userStatusOptions.map((o) => ({
    value: o.value,
    label: i18n._(statusMessages[o.value]),
  }));
  const teamData = teamFilterOptions.map((o) => ({
    value: String(o.id),
    label: teamName(i18n, o.id, o.name),
  }));
  return (
    <Group gap="sm">
      <Select
        label={t`Users`}
        data={statusData}
        value={status}
        allowDeselect={false}
        onChange={(v) => onStatus((v ?? 'all') as UserStatusFilter)}
        w={180}
      />
      <Select
        label={t`Team`}
        data={teamData}
        value={String(team)}
        allowDeselect={false}
        onChange={(v) => onTeam(Number(v ?? 0))}
        w={180}
      />
    </Group>
  );
}
