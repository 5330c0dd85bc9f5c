import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnConfig, ColumnSet } from '@trips/shared/list/columns';
import { useMemo } from 'react';
import { api, toastSuccessMessages } from '../../lib/api';
import { defaultColumns, mergeColumns } from '../contract';
import { listKeys } from '../query/listKeys';
import { useQueryNow } from '../query/useQueryNow';

/**
 * The user's column layout of a list or other column set (column-lists/get|save, spec part 1 §7). A layout that fails to load
 * falls back to the descriptor's defaults, so the list still shows.
 */
export function useColumns(d: ColumnSet) {
  const client = useQueryClient();
  const key = listKeys.columns(d.name);
  const query = useQueryNow({
    queryKey: key,
    queryFn: ({ signal }) => api.post<ColumnConfig[]>('column-lists/get', { type: d.name }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const save = useMutation({
    mutationFn: (data: ColumnConfig[]) => api.post('column-lists/save', { type: d.name, data }),
    onSuccess: (body) => {
      toastSuccessMessages(body);
      return client.invalidateQueries({ queryKey: key });
    },
  });
  const columns = useMemo(
    () => (query.data ? mergeColumns(query.data, d) : query.isError ? defaultColumns(d) : null),
    [query.data, query.isError, d],
  );
  // A layout with every column hidden would leave an empty table: show the defaults instead.
  const shown = useMemo(() => {
    const active = columns?.filter((c) => c.is_active) ?? null;
    return active?.length === 0 ? defaultColumns(d).filter((c) => c.is_active) : active;
  }, [columns, d]);
  return { columns, shown, save };
}
