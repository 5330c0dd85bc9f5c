import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutboxPage } from '@trips/shared/modules/outbox/outbox.schema';
import { api, toastSuccessMessages } from '../../lib/api';

const outboxKey = ['outbox'] as const;

export function useOutbox(page: number) {
  return useQuery({
    queryKey: [...outboxKey, page],
    queryFn: ({ signal }) => api.get<OutboxPage>(`outbox?page=${page}&count=25`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}

/** Sends a failed message again through its delivery job. */
export function useResend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`outbox/${id}/resend`),
    onSuccess: (body) => {
      toastSuccessMessages(body);
      void client.invalidateQueries({ queryKey: outboxKey });
    },
  });
}

export const attachmentPath = (messageId: number, index: number) =>
  `/api/v1/outbox/${messageId}/attachments/${index}`;
