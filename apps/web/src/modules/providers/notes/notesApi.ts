import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProviderNote } from '@trips/shared/modules/providers/provider-notes.schema';
import { api, toastSuccessMessages } from '../../../app/api';
import { providerKey } from '../providersApi';

interface Notes {
  items: ProviderNote[];
}

export function useNotesQuery(id: number) {
  return useQuery({
    queryKey: providerKey(id, 'notes'),
    queryFn: ({ signal }) => api.get<Notes>(`providers/${id}/notes`, { signal }),
    select: (body) => body.items,
  });
}

/** Sends a note as multipart: the comment and, when chosen, the file. */
export function useAddNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, file }: { comment: string; file: File | null }) => {
      const form = new FormData();
      form.append('comment', comment);
      if (file) form.append('file', file);
      return api.post<Notes>(`providers/${id}/notes`, form);
    },
    onSuccess: (saved) => {
      toastSuccessMessages(saved);
      client.setQueryData(providerKey(id, 'notes'), saved);
    },
  });
}

/** Opens a file the API serves behind the bearer token: fetched as a blob, then saved under its name. */
export async function openApiFile(path: string, name: string) {
  const url = URL.createObjectURL(await api.blob(path));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
