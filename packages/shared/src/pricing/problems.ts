export type RateProblemKind =
  | 'invalid-rate'
  | 'invalid-date'
  | 'date-order'
  | 'invalid-week-day'
  | 'overlapping-items'
  | 'invalid-price'
  | 'negative-price'
  | 'no-brackets'
  | 'invalid-bracket'
  | 'bracket-order'
  | 'overlapping-brackets'
  | 'bracket-gap'
  | 'missing-amount'
  | 'invalid-amount'
  | 'negative-amount'
  | 'invalid-price-type';

/**
 * Something wrong in a rate, for the editor and the server. Errors make the rate unsaveable; warnings are
 * shown but allowed. `path` points at the field (as a Zod issue path); the indexes name the rows involved.
 */
export interface RateProblem {
  kind: RateProblemKind;
  severity: 'error' | 'warning';
  message: string;
  path: (string | number)[];
  itemIndexes: number[];
  qtyIndexes: number[];
}

export const warningKinds: readonly RateProblemKind[] = ['bracket-gap', 'missing-amount', 'no-brackets'];

export function rateProblem(
  kind: RateProblemKind,
  message: string,
  path: (string | number)[],
  rows: { items?: number[]; qties?: number[] } = {},
): RateProblem {
  const severity = warningKinds.includes(kind) ? 'warning' : 'error';
  return { kind, severity, message, path, itemIndexes: rows.items ?? [], qtyIndexes: rows.qties ?? [] };
}

export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
