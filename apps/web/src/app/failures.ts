import { messages } from '@trips/shared/validation/messages';
import { toast } from '../components/toast';
import { ApiError } from './apiError';

/** What the shared error display lists for a failed call: the server's errors, else a generic line. */
export function errorsOf(error: unknown): string[] {
  if (error instanceof ApiError && error.envelope) return error.envelope.errors;
  if (error instanceof ApiError) return [error.message];
  return [messages.initialServerError];
}

/** The server's per-field messages (400/409 with field_errors), to show under the fields. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? (error.envelope?.field_errors ?? {}) : {};
}

/**
 * For actions without a form (toggles, menu actions): a refused call shows its errors as an error toast.
 * Network and server failures already got their toast from the API client.
 */
export function toastRejection(error: unknown) {
  if (error instanceof ApiError && error.kind === 'rejected') toast.error(errorsOf(error).join('\n'));
}
