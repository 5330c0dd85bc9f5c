import { useQuery } from '@tanstack/react-query';
import { usersApi, usersKeys } from './usersApi';

/** One user's profile (GET user/{id}); idle while no id is given. */
export function useUser(id: number | null) {
  return useQuery({
    queryKey: usersKeys.one(id ?? 0),
    queryFn: ({ signal }) => usersApi.get(id!, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
