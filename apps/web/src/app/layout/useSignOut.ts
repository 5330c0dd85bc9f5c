import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/queryClient';
import { session } from '../../lib/session';

/** Sign Out: the server ends the session, then local storage is cleared and the app reloads at '/'. */
export function useSignOut() {
  return useMutation({
    mutationFn: () => api.post('logout'),
    onSuccess: () => {
      session.clearAll();
      queryClient.clear();
      window.location.assign('/');
    },
  });
}
