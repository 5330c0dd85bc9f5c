import type { FilterValue, Operator } from './kinds.ts';

/**
 * Row edits on a filter's values. A 'between' filter always edits the pair [from, to], so editing
 * 'to' of an empty range works and deleting a side only blanks it.
 */
const rowsFor = (op: Operator, values: readonly FilterValue[]): FilterValue[] =>
  op === 'between' && values.length < 2 ? [...values, '', ''].slice(0, 2) : [...values];

export const addedRow = (values: readonly FilterValue[]): FilterValue[] => [...values, ''];

/** Editing at index === length appends: the empty input a list shows before any row exists. */
export function editedRow(
  op: Operator,
  values: readonly FilterValue[],
  index: number,
  value: FilterValue,
): FilterValue[] | null {
  const rows = rowsFor(op, values);
  if (!Number.isInteger(index) || index < 0 || index > rows.length) return null;
  rows[index] = value;
  return rows;
}

export function deletedRow(
  op: Operator,
  values: readonly FilterValue[],
  index: number,
): FilterValue[] | null {
  const rows = rowsFor(op, values);
  if (!Number.isInteger(index) || index < 0 || index >= rows.length) return null;
  if (op === 'between') rows[index] = '';
  else rows.splice(index, 1);
  return rows;
}
