import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveTagsBody, TagsResponse } from '@trips/shared/modules/tags/tags.schema';
import { api, toastSuccessMessages } from '../../app/api';
import { lookupKey } from '../../engine/options/useLookup';

const tagsKey = ['tags'] as const;

export function useTagsQuery() {
  return useQuery({
    queryKey: tagsKey,
    queryFn: ({ signal }) => api.post<TagsResponse>('tags/get', {}, { signal }),
  });
}

/** Saves all three lists at once; tag pickers elsewhere read the lookups, so those refresh too. */
export function useSaveTags() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveTagsBody) => api.post<TagsResponse>('tags/save', body),
    onSuccess: (saved) => {
      toastSuccessMessages(saved);
      client.setQueryData(tagsKey, saved);
      for (const name of ['provider_tags', 'trip_tags', 'invoice_tags']) {
        client.invalidateQueries({ queryKey: lookupKey(name) });
      }
    },
  });
}
