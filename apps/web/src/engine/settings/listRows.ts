import { t } from '@lingui/core/macro';
import type { ListColumn, ListRow, SettingsList } from '@trips/shared/settings/list-columns';
import { tr } from '../../i18n/tr';
import { type EditableRow, isNewRow } from '../edits/rowDraft';

/** What GET and PUT /settings-lists/{name} answer: every row (secrets as the placeholder) and the version. */
export interface ListAnswer {
  rows: ListRow[];
  version: number;
}

/** A row on screen: saved rows keep their id, new ones have none (the server's create-new case). */
export type ListDraftRow = ListRow & EditableRow;

/**
 * The column that names a row in labels and messages ("Rate to the euro: Euro", "Active: Booking.com"):
 * a name, a currency's name or an email address, else the first shown text.
 */
export function nameColumn(list: SettingsList): ListColumn | undefined {
  const byKey = (key: string) => list.columns.find((c) => c.key === key);
  return (
    byKey('name') ??
    byKey('currency_name') ??
    list.columns.find((c) => c.kind === 'email') ??
    list.columns.find((c) => c.kind === 'label' || c.kind === 'text')
  );
}

/**
 * How a row is called on screen: its name as saved (so an input's name does not change while the user
 * types into it), or "new row N" for a row not saved yet.
 */
export function rowNameOf(list: SettingsList, row: ListRow | undefined, newNumber: number) {
  const column = nameColumn(list);
  const name = row && column ? row[column.key] : undefined;
  if (row?.id !== undefined && typeof name === 'string' && name.trim()) return name.trim();
  if (row?.id !== undefined) {
    const id = row.id;
    return t`row ${id}`;
  }
  return t`new row ${newNumber}`;
}

/** The accessible name of a cell's input: the column, then the row ("Active: Booking.com"). */
export const cellLabel = (column: ListColumn, rowName: string) => `${tr(column.label)}: ${rowName}`;

/** The id of a cell's input, so a failed save can take the user to it. */
export const cellInputId = (rowKey: string, column: string) => `list-${rowKey}-${column}`;

/** The columns the user can change. */
export const editableColumns = (list: SettingsList) => list.columns.filter((c) => c.kind !== 'label');

/**
 * A new row: switches on (a new account is active) unless the column says otherwise, 0/1 flags off, the
 * rest empty (the check names what is required).
 */
export function blankRow(list: SettingsList): ListRow {
  const row: ListRow = {};
  for (const column of editableColumns(list)) {
    row[column.key] =
      column.kind === 'boolean'
        ? (column.whenNew ?? true)
        : column.kind === 'zeroOne'
          ? 0
          : column.kind === 'lookup'
            ? null
            : '';
  }
  return row;
}

/** Lower-cased text of a row that the search box looks in: its shown and typed texts. */
export function rowSearchText(list: SettingsList, row: ListRow) {
  return list.columns
    .filter((c) => c.kind === 'label' || c.kind === 'text' || c.kind === 'email')
    .map((c) => row[c.key])
    .filter((v): v is string => typeof v === 'string')
    .join(' ')
    .toLowerCase();
}

/**
 * The rows the search shows: those whose texts contain every word typed. New rows always stay, so a row
 * does not vanish while the user fills it in.
 */
export function filterRows<R extends ListDraftRow>(
  list: SettingsList,
  rows: readonly R[],
  search: string,
): readonly R[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    if (isNewRow(row)) return true;
    const text = rowSearchText(list, row);
    return words.every((word) => text.includes(word));
  });
}

/** The rows as PUT sends them: saved rows with their id, new ones without; only the editable columns. */
export function bodyRows(list: SettingsList, rows: readonly ListDraftRow[]): ListRow[] {
  const columns = editableColumns(list);
  return rows.map((row) => {
    const out: ListRow = isNewRow(row) ? {} : { id: row.id };
    for (const column of columns) out[column.key] = row[column.key] ?? null;
    return out;
  });
}
