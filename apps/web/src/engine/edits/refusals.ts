import type { ErrorEnvelope } from '@trips/shared/api/envelope';
import type { RowInUse } from '@trips/shared/api/used-by';
import { ApiError } from '../../lib/apiError';

/** The answer of a refused call (the server said no), or null for anything else. */
export const refusalOf = (error: unknown): ErrorEnvelope | null =>
  error instanceof ApiError && error.kind === 'rejected' ? error.envelope : null;

/** The rows a list save deleted that are still in use, with what uses each. */
export const rowsInUseOf = (error: unknown): RowInUse[] => refusalOf(error)?.rows_in_use ?? [];

/** A 409 of a list save that is not about rows in use: someone else saved first. */
export const isStaleSave = (error: ApiError) => error.status === 409 && rowsInUseOf(error).length === 0;
