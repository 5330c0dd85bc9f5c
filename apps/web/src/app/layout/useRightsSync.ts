import { useQuery } from '@tanstack/react-query';
import type { Rights } from '@trips/shared/permissions/rights';
import { useEffect } from 'react';
import { api } from '../../lib/api';
import { session } from '../../lib/session';

export const rightsPath = 'get-user-permission';
export const rightsQueryKey = [rightsPath] as const;
const RIGHTS_POLL_MS = 60_000;

/**
 * Spec part 1 §6: after sign-in the client fetches get-user-permission and stores its `right`. It is
 * fetched again every minute, on focus, and whenever the unread count changes (a group change sends
 * "Your permissions were updated"), so the header follows a group edit within seconds.
 */
export function useRightsSync() {
  const { data } = useQuery({
    queryKey: rightsQueryKey,
    queryFn: ({ signal }) =>
      api.get<{ right: Rights; lookups_version?: string }>(rightsPath, { quiet: true, signal }),
    refetchInterval: RIGHTS_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  useEffect(() => {
    if (data?.right) session.saveRights(data.right);
    // A changed version has the lookup lists read again (engine/options/useLookup).
    if (data?.lookups_version) session.saveLookupsVersion(data.lookups_version);
  }, [data]);
}
