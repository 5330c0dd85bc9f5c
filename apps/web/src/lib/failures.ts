import { messages } from '@trips/shared/validation/messages';
import { toast } from '../components/toast';
import { tr } from '../i18n/tr';
import { ApiError } from './apiError';

/**
 * What the shared error display lists for a failed call: the server's errors, else a generic line; in the
 * language shown when they are the server's fixed messages.
 */
export function errorsOf(error: unknown): string[] {
  if (error instanceof ApiError && error.envelope) return error.envelope.errors.map((e) => tr(e));
  if (error instanceof ApiError) return [tr(error.message)];
  return [tr(messages.initialServerError)];
}

/** The server's per-field messages (400/409 with field_errors), to show under the fields, in the language shown. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fieldErrors = error instanceof ApiError ? (error.envelope?.field_errors ?? {}) : {};
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, tr(message)]));
}

/**
 * A refused call's errors as an error toast (every mutation's, unless its screen shows them itself: see
 * `queryClient`). Network and server failures already got their toast from the API client.
 */
export function toastRejection(error: unknown) {
  if (error instanceof ApiError && error.kind === 'rejected') toast.error(errorsOf(error).join('\n'));
}
