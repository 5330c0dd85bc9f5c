import { i18n } from '@lingui/core';
import { messages } from '@trips/shared/validation/messages';
import { toast } from '../components/toast';
import { storedLocale } from '../i18n/locales';
import { ApiError } from './apiError';
import { classifyResponse, decide401Action, successMessages } from './apiPolicy';
import { connectionAnswered, connectionLost } from './connection';
import { queryClient } from './queryClient';
import { session } from './session';

export { ApiError } from './apiError';

// The same value as apiBase in @trips/shared/api/envelope, which would pull Zod into the bundle.
export const API_BASE = '/api/v1';

export interface RequestOptions {
  /** Leave network and server failures to the caller instead of showing the global toast. */
  quiet?: boolean;
  signal?: AbortSignal;
}

interface Sent {
  response: Response;
  carriedToken: boolean;
}

async function send(method: string, path: string, body: unknown, options: RequestOptions): Promise<Sent> {
  const token = session.token();
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (file uploads) is sent as multipart: fetch sets the type with its boundary.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  // Reference names (statuses, meals, countries…) come back in the language the interface shows (the one
  // it is about to show, for a call sent while the interface starts).
  headers['Accept-Language'] = i18n.locale || storedLocale();
  try {
    const init = {
      method,
      headers,
      signal: options.signal,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    };
    const response = await fetch(`${API_BASE}/${path.replace(/^\//, '')}`, init);
    connectionAnswered();
    return { response, carriedToken: Boolean(token) };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (!options.quiet) connectionLost();
    throw new ApiError('network', messages.networkError);
  }
}

/** The parsed body of an accepted answer; every failure becomes an ApiError (spec part 1 §8). */
async function interpret({ response, carriedToken }: Sent, options: RequestOptions): Promise<unknown> {
  const parsed = await response.json().catch(() => null);
  const outcome = classifyResponse({
    status: response.status,
    statusText: response.statusText,
    carriedToken,
    body: parsed,
  });
  switch (outcome.kind) {
    case 'ok':
      return outcome.body;
    case 'session-expired':
      endExpiredSession();
      throw new ApiError('session-expired', 'Session expired', null, response.status);
    case 'server-error':
      if (!options.quiet) toast.error(outcome.toast);
      throw new ApiError('server', outcome.toast, null, response.status);
    case 'rejected':
      throw new ApiError('rejected', outcome.envelope.message, outcome.envelope, response.status);
  }
}

/** Calls sent before the screen asking for them has loaded its code, by path, with when each was sent. */
const early = new Map<string, { sent: Promise<Sent>; at: number }>();
// An answer older than this is not taken: the screen asked too late for it to be the one it wants.
const EARLY_ANSWER_MS = 10_000;

/**
 * Sends a GET that a screen about to be drawn will make (the first screen's own calls, sent while its code
 * loads); the screen's first `api.get` of the same path takes this answer instead of sending again.
 */
export function sendEarly(path: string) {
  early.set(path, { sent: send('GET', path, undefined, { quiet: true }), at: performance.now() });
}

function takeEarly(method: string, path: string): Promise<Sent> | undefined {
  if (method !== 'GET') return undefined;
  const sent = early.get(path);
  early.delete(path);
  return sent && performance.now() - sent.at < EARLY_ANSWER_MS ? sent.sent : undefined;
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
  const sent = takeEarly(method, path) ?? send(method, path, body, options);
  return (await interpret(await sent, options)) as T;
}

/** A streamed answer (file exports): the Response once the server accepted, failures as for any call. */
async function download(path: string, body: unknown, options: RequestOptions = {}): Promise<Response> {
  const sent = await send('POST', path, body, options);
  const { response } = sent;
  if (response.ok) return response;
  await interpret(sent, options);
  throw new ApiError('server', response.statusText, null, response.status);
}

/** A file the API serves behind the bearer token (note files, voucher images), as a Blob. */
async function blob(path: string, options: RequestOptions = {}): Promise<Blob> {
  // The API names its files by their full path ('/api/v1/providers/…').
  const sent = await send('GET', path.replace(`${API_BASE}/`, ''), undefined, options);
  if (sent.response.ok) return sent.response.blob();
  await interpret(sent, options);
  throw new ApiError('server', sent.response.statusText, null, sent.response.status);
}

let reloading = false;

/** Spec part 1 §8, HTTP 401: forget the session, remember where the user was, start again at sign-in. */
function endExpiredSession() {
  if (reloading) return;
  reloading = true;
  const currentPath = window.location.pathname + window.location.search;
  const action = decide401Action({ hasHistory: Boolean(session.history()), currentPath });
  if (action.clearAllStorage) session.clearAll();
  session.clearSession();
  if (action.rememberPath) session.rememberPath(action.rememberPath);
  queryClient.clear();
  window.location.assign(action.reloadTo);
}

export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options: RequestOptions = {}) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body: unknown, options: RequestOptions = {}) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body: unknown, options: RequestOptions = {}) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options: RequestOptions = {}) => request<T>('DELETE', path, undefined, options),
  download,
  blob,
};

/** Shows the `messages` of a successful response as success toasts; returns the response for chaining. */
export function toastSuccessMessages<T>(body: T): T {
  for (const message of successMessages(body)) toast.success(message);
  return body;
}
