import type { ErrorEnvelope } from '@trips/shared/api/envelope';

export type ApiFailureKind = 'network' | 'server' | 'session-expired' | 'rejected';

/** A failed call. `envelope` is the server's error envelope when it answered with one. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiFailureKind,
    message: string,
    readonly envelope: ErrorEnvelope | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
