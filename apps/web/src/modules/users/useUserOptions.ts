import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { groupsApi, groupsKeys } from '../user-groups';
import { teamName } from './teamNames';
import { usersApi, usersKeys } from './usersApi';

const asOptions = (
  rows: { id: number; name: string }[] | undefined,
  label = (r: { id: number; name: string }) => r.name,
) => (rows ?? []).map((r) => ({ value: String(r.id), label: label(r) }));

/** Teams and user groups for the user form's selects. */
export function useUserOptions(enabled: boolean) {
  const { i18n, t } = useLingui();
  const teams = useQuery({
    queryKey: usersKeys.teams,
    queryFn: ({ signal }) => usersApi.teams(signal),
    staleTime: 5 * 60_000,
    enabled,
  });
  const groups = useQuery({
    queryKey: groupsKeys.list,
    queryFn: ({ signal }) => groupsApi.list(signal),
    enabled,
  });
  return {
    teams: asOptions(teams.data?.teams, (r) => teamName(i18n, r.id, r.name)),
    teamsError: teams.isError ? t`unable to find user teams` : null,
    groups: asOptions(groups.data?.groups),
    groupsError: groups.isError ? t`unable to find user group` : null,
  };
}
