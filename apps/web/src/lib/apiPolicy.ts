import { t } from '@lingui/core/macro';
import type { ErrorEnvelope } from '@trips/shared/api/envelope';
import type { RowInUse, UsedBy } from '@trips/shared/api/used-by';

/** How the client treats one HTTP answer (spec part 1 §8), decided without touching the browser. */
export type ResponseOutcome =
  | { kind: 'ok'; body: unknown }
  | { kind: 'session-expired' }
  | { kind: 'server-error'; toast: string }
  | { kind: 'rejected'; envelope: ErrorEnvelope };

export interface AnswerFacts {
  status: number;
  statusText: string;
  carriedToken: boolean;
  body: unknown;
}

export function serverErrorToast(statusText: string, status: number): string {
  const answer = statusText || `HTTP ${status}`;
  return t`API response: ${answer} Please send it to tech team`;
}

export function classifyResponse({ status, statusText, carriedToken, body }: AnswerFacts): ResponseOutcome {
  // A 401 without a token is a failed sign-in: the form shows its errors.
  if (status === 401 && carriedToken) return { kind: 'session-expired' };
  if (status >= 500) return { kind: 'server-error', toast: serverErrorToast(statusText, status) };
  const rejected = status >= 400 || (isRecord(body) && body.success === false);
  if (rejected) return { kind: 'rejected', envelope: toErrorEnvelope(body, statusText || `HTTP ${status}`) };
  return { kind: 'ok', body };
}

/** Any failure body as the shared error envelope; a body that is not one keeps the status text. */
export function toErrorEnvelope(body: unknown, fallback: string): ErrorEnvelope {
  if (!isRecord(body)) return { success: false, message: fallback, errors: [fallback] };
  const message = typeof body.message === 'string' && body.message ? body.message : fallback;
  const errors = Array.isArray(body.errors) ? body.errors.filter((e) => typeof e === 'string') : [];
  const envelope: ErrorEnvelope = { success: false, message, errors: errors.length ? errors : [message] };
  if (isRecord(body.field_errors)) envelope.field_errors = body.field_errors as Record<string, string>;
  // What keeps a record from being deleted, for the refusal to list and link.
  if (Array.isArray(body.used_by)) envelope.used_by = body.used_by as UsedBy[];
  if (Array.isArray(body.rows_in_use)) envelope.rows_in_use = body.rows_in_use as RowInUse[];
  return envelope;
}

export interface ExpiredSessionAction {
  /** Wipe all of localStorage (only when no path is remembered yet, so a remembered one survives). */
  clearAllStorage: boolean;
  /** The path to remember for after the next sign-in, or null. */
  rememberPath: string | null;
  /** Where the page reloads to. */
  reloadTo: '/';
}

export function decide401Action(input: { hasHistory: boolean; currentPath: string }): ExpiredSessionAction {
  return {
    clearAllStorage: !input.hasHistory,
    rememberPath: input.currentPath && input.currentPath !== '/' ? input.currentPath : null,
    reloadTo: '/',
  };
}

/** The success messages a response asks to show as toasts. */
export function successMessages(body: unknown): string[] {
  if (!isRecord(body) || !Array.isArray(body.messages)) return [];
  return body.messages.filter((m): m is string => typeof m === 'string' && m.length > 0);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
