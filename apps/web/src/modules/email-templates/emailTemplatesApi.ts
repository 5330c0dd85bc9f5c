import { useQuery } from '@tanstack/react-query';
import type { TemplateLanguage } from '@trips/shared/templates/registry';
import type { RenderedEmail } from '@trips/shared/templates/rendered';
import { api } from '../../lib/api';

export interface TemplatePlace {
  slug: string;
  brandingId: number;
  lang: TemplateLanguage;
}

/** What staff edit: the texts and the account the email goes from. */
export interface TemplateFields {
  subject: string;
  body: string;
  from: string;
  cc: string;
  bcc: string;
  reply_to: string;
  email_account_id: number | null;
}

export interface TemplateAnswer {
  template: TemplateFields & { slug: string; branding_id: number; lang: TemplateLanguage };
  /** The brand × language's own version; 0 while it uses another's text. */
  version: number;
  source: 'own' | 'fallback' | 'none';
  fallback: { branding_id: number; branding_name: string; lang: TemplateLanguage } | null;
  accounts: { id: number; email: string; is_active: boolean }[];
}

export type PreviewAnswer = RenderedEmail;

/** A recent trip to preview with, and the rows of the template's service. */
export interface SampleTrip {
  trip_id: number;
  trip_name: string;
  start_date: string | null;
  rows: { row_id: number; date: string | null; provider: string | null; place: string | null }[];
}

/** A real case to render with; null: the example data. */
export type TemplateSample = { trip_id: number; row_id?: number } | null;

const query = (p: TemplatePlace) => `email-templates/${p.slug}?branding_id=${p.brandingId}&lang=${p.lang}`;

export const templateKey = (p: TemplatePlace) => ['email-templates', p.slug, p.brandingId, p.lang] as const;

/** What a preview and a test send: the place, the draft's texts and the real case, if one is chosen. */
const draftBody = (p: TemplatePlace, draft: Partial<TemplateFields>, sample: TemplateSample) => ({
  branding_id: p.brandingId,
  lang: p.lang,
  ...draft,
  ...(sample && { sample }),
});

export const emailTemplatesApi = {
  get: (p: TemplatePlace, signal?: AbortSignal) => api.get<TemplateAnswer>(query(p), { signal }),
  save: (p: TemplatePlace, body: TemplateFields & { version: number }) =>
    api.put<TemplateAnswer>(query(p), body),
  preview: (p: TemplatePlace, draft: Partial<TemplateFields>, sample: TemplateSample, signal?: AbortSignal) =>
    api.post<PreviewAnswer>(`email-templates/${p.slug}/preview`, draftBody(p, draft, sample), {
      signal,
      quiet: true,
    }),
  samples: (slug: string, signal?: AbortSignal) =>
    api.get<{ trips: SampleTrip[] }>(`email-templates/${slug}/samples`, { signal }),
  sendTest: (p: TemplatePlace, draft: Partial<TemplateFields>, sample: TemplateSample) =>
    api.post<{ recipient: string }>(`email-templates/${p.slug}/test`, draftBody(p, draft, sample)),
};

export function useTemplateQuery(place: TemplatePlace | null) {
  return useQuery({
    queryKey: place ? templateKey(place) : ['email-templates', 'none'],
    queryFn: ({ signal }) => emailTemplatesApi.get(place!, signal),
    enabled: place !== null,
  });
}
