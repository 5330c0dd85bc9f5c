import type { BookingAnswerBody, ProviderResponsePage } from '@trips/shared/modules/bookings/bookings.schema';
import { api } from '../../lib/api';

export interface ProviderAnswerResult {
  success: true;
  message: string;
  decision: 'confirm' | 'decline';
}

const path = (token: string) => `provider-response/${encodeURIComponent(token)}`;

/** What the link shows: only a GET, so a mail scanner opening it changes nothing. */
export const fetchProviderPage = (token: string, signal?: AbortSignal) =>
  api.get<ProviderResponsePage>(path(token), { signal, quiet: true });

/** The provider's answer, sent only when they press Confirm or Decline. */
export const sendProviderAnswer = (token: string, body: BookingAnswerBody) =>
  api.post<ProviderAnswerResult>(path(token), body, { quiet: true });
