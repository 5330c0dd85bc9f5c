import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Note } from '@trips/shared/modules/notes/notes.schema';
import { api, toastSuccessMessages } from '../../lib/api';

interface Notes {
  items: Note[];
}

/** Where a record's notes live: the API path ('providers/7/notes') and the query key its page uses. */
export interface NotesSource {
  path: string;
  queryKey: readonly unknown[];
}

export function useNotesQuery({ path, queryKey }: NotesSource) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<Notes>(path, { signal }),
    select: (body) => body.items,
  });
}

/** Sends a note as multipart: the comment and, when chosen, the file. */
export function useAddNote({ path, queryKey }: NotesSource) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: ({ comment, file }: { comment: string; file: File | null }) => {
      const form = new FormData();
      form.append('comment', comment);
      if (file) form.append('file', file);
      return api.post<Notes>(path, form);
    },
    onSuccess: (saved) => {
      toastSuccessMessages(saved);
      client.setQueryData(queryKey, saved);
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
