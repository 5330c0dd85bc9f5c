import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from '../../lib/apiError';
import {
  emailTemplatesApi,
  type TemplateFields,
  type TemplatePlace,
  type TemplateSample,
} from './emailTemplatesApi';

/** Why a draft cannot be rendered: the server's messages by field (each naming its line). */
export type PreviewProblems = Record<string, string>;

const problemsOf = (error: unknown): PreviewProblems | null => {
  if (!(error instanceof ApiError) || !error.envelope) return null;
  return error.envelope.field_errors ?? { '': error.envelope.message };
};

/**
 * The draft rendered by the server with the example data (or a real trip's), asked again a moment after the typing stops;
 * the last good rendering stays on screen while a newer one is on its way or when the text is wrong.
 */
export function useTemplatePreview(place: TemplatePlace, draft: TemplateFields, sample: TemplateSample) {
  const { subject, body, cc, bcc, reply_to } = draft;
  const [texts] = useDebouncedValue({ subject, body, cc, bcc, reply_to }, 400);
  const query = useQuery({
    queryKey: ['email-template-preview', place, texts, sample],
    queryFn: ({ signal }) => emailTemplatesApi.preview(place, texts, sample, signal),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const lastGood = useRef(query.data ?? null);
  if (query.data) lastGood.current = query.data;
  return {
    rendered: lastGood.current,
    problems: query.isError ? problemsOf(query.error) : null,
    pending: query.isFetching,
  };
}
