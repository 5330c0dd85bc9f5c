import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VoucherStateResponse } from '@trips/shared/modules/vouchers/vouchers.schema';
import { saveFile } from '../../engine/export/downloadExport';
import { API_BASE, api } from '../../lib/api';
import { tripPartKeys } from '../../lib/tripQueryKeys';

/** Under the trip's query key, so a saved trip refreshes its vouchers (the status may have changed). */
export const tripVouchersKey = tripPartKeys.vouchers;

export function useTripVouchers(tripId: number) {
  return useQuery({
    queryKey: tripVouchersKey(tripId),
    queryFn: ({ signal }) => api.get<VoucherStateResponse>(`trips/${tripId}/vouchers`, { signal }),
  });
}

/** Generates the PDF on the server; the answer is the new state. */
export function useGenerateVouchers(tripId: number) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: () => api.post<VoucherStateResponse>(`trips/${tripId}/vouchers`, {}, { quiet: true }),
    onSuccess: (state) => client.setQueryData(tripVouchersKey(tripId), state),
  });
}

/** Fetches the last PDF behind the bearer token and hands it to the browser's downloads under its name. */
export function useDownloadVouchers(tripId: number) {
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: async (fileName: string) => {
      saveFile(await api.blob(`${API_BASE}/trips/${tripId}/vouchers/file`), fileName);
    },
  });
}
