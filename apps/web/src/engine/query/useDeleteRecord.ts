import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, toastSuccessMessages } from '../../lib/api';
import { listKeys } from './listKeys';

interface Target {
  /** The record's API path, e.g. `invoices/12`. */
  path: string;
  /** The detail query to drop once the record is gone. */
  recordKey: QueryKey;
  /** The list (its engine name) that no longer shows it. */
  list: string;
  /** Other queries the deletion changes (an invoice's trips take their theoretical costs again). */
  alsoChanged?: QueryKey[];
}

/**
 * DELETE one record; on success its messages show, its detail cache goes and its list is read again. Its
 * refusal is shown by `DeleteRecordButton`.
 */
export function useDeleteRecord({ path, recordKey, list, alsoChanged = [] }: Target) {
  const client = useQueryClient();
  return useMutation({
    // DeleteRecordButton shows a refusal, with what uses the record.
    meta: { errorsShown: true },
    mutationFn: () => api.delete(path),
    onSuccess: (body) => {
      toastSuccessMessages(body);
      client.removeQueries({ queryKey: recordKey });
      for (const queryKey of alsoChanged) client.invalidateQueries({ queryKey });
      return client.invalidateQueries({ queryKey: listKeys.all(list) });
    },
  });
}
