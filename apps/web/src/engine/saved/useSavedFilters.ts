import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResourceDescriptor } from '@trips/shared/list/descriptor';
import { api, toastSuccessMessages } from '../../lib/api';
import { listKeys } from '../query/listKeys';
import { useQueryNow } from '../query/useQueryNow';
import type { SavedFilter } from './savedFilterBody';

interface SaveInput {
  name: string;
  filters: Record<string, unknown>;
  id?: number;
}

/** The user's saved filters of one list (saved-filters/list|save|delete). */
export function useSavedFilters(d: ResourceDescriptor) {
  const client = useQueryClient();
  const key = listKeys.savedFilters(d.name);
  const refresh = (body: unknown) => {
    toastSuccessMessages(body);
    return client.invalidateQueries({ queryKey: key });
  };
  const list = useQueryNow({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.post<{ items: SavedFilter[] }>('saved-filters/list', { list: d.name }, { signal }),
    select: (body) => body.items,
  });
  const write = (input: SaveInput) =>
    api.post<{ item: SavedFilter }>('saved-filters/save', { list: d.name, ...input });
  // Naming a new one shows a refusal under its name field; an update from the menu has no field to show it.
  const create = useMutation({ mutationFn: write, onSuccess: refresh, meta: { errorsShown: true } });
  const update = useMutation({ mutationFn: write, onSuccess: refresh });
  const remove = useMutation({
    mutationFn: (id: number) => api.post('saved-filters/delete', { id }),
    onSuccess: refresh,
  });
  return { list, create, update, remove };
}
