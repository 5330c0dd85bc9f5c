import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvoiceCandidate,
  InvoiceCandidatesBody,
  InvoiceResponse,
  SaveInvoiceBody,
} from '@trips/shared/modules/invoices/invoices.schema';
import { listKeys } from '../../engine/query/listKeys';
import { useDeleteRecord } from '../../engine/query/useDeleteRecord';
import { api, toastSuccessMessages } from '../../lib/api';

export type SavedInvoice = InvoiceResponse & { messages: string[] };
export interface Candidates {
  items: InvoiceCandidate[];
  all_count: number;
  has_more: boolean;
}

export const invoiceKey = (id: number, part?: string) => ['invoice', id, ...(part ? [part] : [])] as const;

export function useInvoiceQuery(id: number) {
  return useQuery({
    queryKey: invoiceKey(id),
    queryFn: ({ signal }) => api.get<InvoiceResponse>(`invoices/${id}`, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
    // The editor keeps its own copy; a background refetch must not look like someone else's save.
    refetchOnWindowFocus: false,
  });
}

/** The services modal's page: the provider's rows not yet fully invoiced. */
export function useInvoiceCandidates(body: InvoiceCandidatesBody, enabled: boolean) {
  return useQuery({
    queryKey: ['invoice-services', body],
    queryFn: ({ signal }) => api.post<Candidates>('invoices/services', body, { signal }),
    enabled,
  });
}

/** After a save: the detail cache takes the answer; the list and the trips paid show the change next time. */
function useAfterWrite() {
  const client = useQueryClient();
  return (saved: SavedInvoice) => {
    toastSuccessMessages(saved);
    client.setQueryData(invoiceKey(saved.invoice.id), saved);
    client.invalidateQueries({ queryKey: ['trip'] });
    client.invalidateQueries({ queryKey: ['invoice-services'] });
    return client.invalidateQueries({ queryKey: listKeys.all('invoices') });
  };
}

export function useCreateInvoice() {
  const afterWrite = useAfterWrite();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: SaveInvoiceBody) => api.post<SavedInvoice>('invoices', body),
    onSuccess: afterWrite,
  });
}

export function useSaveInvoice(id: number) {
  const afterWrite = useAfterWrite();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: SaveInvoiceBody) => api.put<SavedInvoice>(`invoices/${id}`, body),
    onSuccess: afterWrite,
  });
}

export const useDeleteInvoice = (id: number) =>
  useDeleteRecord({
    path: `invoices/${id}`,
    recordKey: invoiceKey(id),
    list: 'invoices',
    alsoChanged: [['trip']],
  });
