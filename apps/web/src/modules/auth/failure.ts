import { messages } from '@trips/shared/validation/messages';
import { tr } from '../../i18n/tr';
import { ApiError } from '../../lib/apiError';

/**
 * What a sign-in form lists after a failed call: the server's errors when it answered with them,
 * otherwise `otherwise` (reset, verify and change password say 'Initial server error', spec part 1 §8);
 * fixed English messages are shown in the language of the interface.
 */
export function failureErrors(error: unknown, otherwise: string = messages.initialServerError): string[] {
  if (error instanceof ApiError && error.envelope) return error.envelope.errors.map((e) => tr(e));
  return [tr(otherwise)];
}

/** Sign-in lists the server's errors, or the error's own message on a network failure. */
export function loginFailureErrors(error: unknown): string[] {
  return failureErrors(error, error instanceof Error ? error.message : messages.networkError);
}
