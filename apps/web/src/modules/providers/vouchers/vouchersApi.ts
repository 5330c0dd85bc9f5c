import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveVoucherBody, VoucherRecord } from '@trips/shared/modules/providers/vouchers.schema';
import { useEffect, useState } from 'react';
import { api, toastSuccessMessages } from '../../../lib/api';
import { providerKey } from '../providersApi';

export interface Voucher {
  kind: string;
  slots: string[];
  records: VoucherRecord[];
}

/** One kind's voucher information (the provider screen's one call seeds its category's kind). */
export const providerVoucherKey = (id: number, kind: string) =>
  [...providerKey(id, 'vouchers'), kind] as const;
const key = providerVoucherKey;
const base = (id: number, kind: string) => `providers/${id}/vouchers/${kind}`;

export function useVoucherQuery(id: number, kind: string) {
  return useQuery({
    queryKey: key(id, kind),
    queryFn: ({ signal }) => api.get<Voucher>(base(id, kind), { signal }),
  });
}

/** Every write answers with the whole voucher, which replaces the cached one. */
function useVoucherWrite<Args>(id: number, kind: string, write: (args: Args) => Promise<Voucher>) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: write,
    onSuccess: (saved) => {
      toastSuccessMessages(saved);
      client.setQueryData(key(id, kind), saved);
    },
  });
}

export const useSaveVoucher = (id: number, kind: string) =>
  useVoucherWrite(id, kind, (body: SaveVoucherBody) => api.put<Voucher>(base(id, kind), body));

export const useUploadImage = (id: number, kind: string) =>
  useVoucherWrite(id, kind, ({ slot, record, file }: { slot: string; record: number; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<Voucher>(`${base(id, kind)}/images/${slot}?record=${record}`, form);
  });

export const useRemoveImage = (id: number, kind: string) =>
  useVoucherWrite(id, kind, ({ slot, record }: { slot: string; record: number }) =>
    api.delete<Voucher>(`${base(id, kind)}/images/${slot}?record=${record}`),
  );

/** An image the API serves behind the bearer token, as an object URL for an <img> (revoked when done). */
export function useApiImage(path: string | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!path) {
      setUrl(null);
      return;
    }
    let objectUrl: string | null = null;
    let live = true;
    api
      .blob(path, { quiet: true })
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setUrl(objectUrl);
      })
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return url;
}
