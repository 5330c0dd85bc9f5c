import type {
  TravellerPage,
  TravellerPageSave,
} from '@trips/shared/modules/traveller-links/traveller-links.schema';

/** An answer the page shows instead of its data: a refused link, field problems, or a failure. */
export class PageFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: { reason?: string; lang?: string | null; field_errors?: Record<string, string> } = {},
  ) {
    super(message);
  }
}

const path = (token: string) => `/api/v1/traveller/${encodeURIComponent(token)}`;

// A plain fetch: the staff app's API client (session, toasts) is not part of this page.
async function call(token: string, init: RequestInit, lang: string): Promise<TravellerPage> {
  let response: Response;
  try {
    response = await fetch(path(token), {
      ...init,
      headers: { Accept: 'application/json', 'Accept-Language': lang, ...init.headers },
    });
  } catch {
    throw new PageFailure(0, 'network');
  }
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new PageFailure(response.status, String(body.message ?? ''), body);
  return body as TravellerPage;
}

export const loadPage = (token: string, lang: string) => call(token, { method: 'GET' }, lang);

export const savePage = (token: string, body: TravellerPageSave, lang: string) =>
  call(
    token,
    { method: 'PUT', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } },
    lang,
  );
