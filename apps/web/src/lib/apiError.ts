import type { ErrorEnvelope } from '@trips/shared/api/envelope';

export type ApiFailureKind = 'network' | 'server' | 'session-expired' | 'rejected';

/**
 * A failed call. `envelope` is the server's error envelope when it answered with one; `status` its HTTP
 * status (a 409 asks the user to reload a record someone else changed).
 */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiFailureKind,
    message: string,
    readonly envelope: ErrorEnvelope | null = null,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
