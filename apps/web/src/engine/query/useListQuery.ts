import { keepPreviousData } from '@tanstack/react-query';
import type { ListResult } from '@trips/shared/list/result.schema';
import type { ListState } from '@trips/shared/list/state';
import { api } from '../../lib/api';
import type { ListRow } from '../types';
import { listKeys } from './listKeys';
import { useQueryNow } from './useQueryNow';
import { wireState } from './wireState';

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useListQuery<Row extends ListRow>(name: string, state: ListState) {
  return useQueryNow({
    queryKey: listKeys.search(name, state),
    queryFn: ({ signal }) => api.post<ListResult<Row>>(`${name}/search`, wireState(state), { signal }),
    placeholderData: keepPreviousData,
  });
}
