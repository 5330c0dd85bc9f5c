import { useQuery } from '@tanstack/react-query';
import { groupsApi, groupsKeys } from '../user-groups/groupsApi';
import { usersApi, usersKeys } from './usersApi';

const asOptions = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

/** Teams and user groups for the user form's selects. */
export function useUserOptions(enabled: boolean) {
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
    teams: asOptions(teams.data?.teams),
    teamsError: teams.isError ? 'unable to find user teams' : null,
    groups: asOptions(groups.data?.groups),
    groupsError: groups.isError ? 'unable to find user group' : null,
  };
}
