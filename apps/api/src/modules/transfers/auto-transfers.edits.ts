import { autoFields } from '@trips/shared/modules/transfers/auto-transfers.schema';
import type { LuggageRow } from './auto-transfers.repo.ts';

type Flags = Pick<LuggageRow, 'is_open_auto_transfer_from' | 'is_open_auto_transfer_to'>;

/** What the system writes on a row: the fields of both ends and the provider and counts. */
export const writtenFields = [...autoFields.from, ...autoFields.to, ...autoFields.both] as const;

export const writtenOf = (row: LuggageRow) =>
  Object.fromEntries(writtenFields.map((f) => [f, row[f] ?? null])) as Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface HandEdits {
  from: boolean;
  to: boolean;
  /** The fields found changed by hand (empty when staff reopened the row: it follows the chain again). */
  fields: string[];
  reopened: boolean;
}

/**
 * A hand edit: a field the system wrote that no longer holds what it wrote. An edited end closes its flag
 * (the pick-up end: day, place, hotel, meeting point; the drop-off end likewise); a changed provider or
 * count closes both. A flag staff switched back on in this save reopens the row: it follows the chain again.
 */
export function readHandEdits(row: LuggageRow, written: Record<string, unknown>, before?: Flags): HandEdits {
  const reopened =
    before !== undefined &&
    ((row.is_open_auto_transfer_from && !before.is_open_auto_transfer_from) ||
      (row.is_open_auto_transfer_to && !before.is_open_auto_transfer_to));
  const [from, to] = [row.is_open_auto_transfer_from, row.is_open_auto_transfer_to];
  if (reopened) return { from, to, fields: [], reopened };
  const edited = (fields: readonly string[]) =>
    fields.filter((f) => !same(row[f as keyof LuggageRow], written[f]));
  const [atFrom, atTo, atBoth] = [edited(autoFields.from), edited(autoFields.to), edited(autoFields.both)];
  return {
    from: from && atFrom.length === 0 && atBoth.length === 0,
    to: to && atTo.length === 0 && atBoth.length === 0,
    fields: [...atFrom, ...atTo, ...atBoth],
    reopened,
  };
}
