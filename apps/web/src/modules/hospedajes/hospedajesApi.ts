import { useMutation, useQuery } from '@tanstack/react-query';
import { saveFile } from '../../engine/export/downloadExport';
import { API_BASE, api } from '../../lib/api';

export interface HospedajesStatus {
  success: true;
  configured: boolean;
  message: string;
}

export const useHospedajesStatus = () =>
  useQuery({
    queryKey: ['hospedajes', 'status'],
    queryFn: ({ signal }) => api.get<HospedajesStatus>('hospedajes/status', { signal }),
  });

/** Fetches a communication's XML behind the bearer token and hands it to the browser's downloads. */
export const useDownloadXml = () =>
  useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) => {
      saveFile(await api.blob(`${API_BASE}/hospedajes/communications/${id}/xml`), name);
    },
  });
