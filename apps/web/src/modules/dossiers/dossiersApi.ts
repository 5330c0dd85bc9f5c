import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DossierLanguage } from '@trips/shared/modules/dossiers/dossiers.constants';
import type { DossierResponse, SaveDossierBody } from '@trips/shared/modules/dossiers/dossiers.schema';
import { listKeys } from '../../engine/query/listKeys';
import { api, toastSuccessMessages } from '../../lib/api';

export type SavedDossier = DossierResponse & { messages: string[] };
export const dossierKey = (id: number) => ['dossier', id] as const;

export function useDossierQuery(id: number) {
  return useQuery({
    queryKey: dossierKey(id),
    queryFn: ({ signal }) => api.get<DossierResponse>(`dossiers/${id}`, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
    // The editor keeps its own copy; a background refetch must not look like someone else's save.
    refetchOnWindowFocus: false,
  });
}

/** After a write: the detail cache takes the answer, the list shows it next time, a trip's match when it is opened. */
function useAfterWrite() {
  const client = useQueryClient();
  return (saved: SavedDossier) => {
    toastSuccessMessages(saved);
    client.setQueryData(dossierKey(saved.dossier.id), saved);
    return client.invalidateQueries({ queryKey: listKeys.all('dossiers') });
  };
}

export function useCreateDossier() {
  const afterWrite = useAfterWrite();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: SaveDossierBody) => api.post<SavedDossier>('dossiers', body),
    onSuccess: afterWrite,
  });
}

export function useSaveDossier(id: number) {
  const afterWrite = useAfterWrite();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: SaveDossierBody) => api.put<SavedDossier>(`dossiers/${id}`, body),
    onSuccess: afterWrite,
  });
}

const documentPath = (id: number, lang: DossierLanguage) => `dossiers/${id}/documents/${lang}`;

/** Uploads (a file) or removes (null) the PDF of one language; the editor's fields are not touched. */
export function useDossierDocument(id: number) {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: ({ lang, file }: { lang: DossierLanguage; file: File | null }) => {
      if (!file) return api.delete<SavedDossier>(documentPath(id, lang));
      const form = new FormData();
      form.append('file', file);
      return api.post<SavedDossier>(documentPath(id, lang), form);
    },
    onSuccess: afterWrite,
  });
}

/** The PDF of a language (the upload, else generated), opened in a new tab. */
export async function openDossierPdf(id: number, lang: DossierLanguage) {
  const tab = window.open('', '_blank');
  const url = URL.createObjectURL(await api.blob(documentPath(id, lang)));
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
