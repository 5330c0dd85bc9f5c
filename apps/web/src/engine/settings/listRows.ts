import { t } from '@lingui/core/macro';
import type { ListColumn, ListRow, SettingsList } from '@trips/shared/settings/list-columns';
import { ApiError } from '../../app/apiError';
import { tr } from '../../i18n/tr';
import { type FormProblems, noProblems, rowErrorsOf } from '../edits/fieldErrors';
import type { DraftRow } from './useListDraft';

/** What GET and PUT /settings-lists/{name} answer: every row (secrets as the placeholder) and the version. */
export interface ListAnswer {
  rows: ListRow[];
  version: number;
}

export type ListDraftRow = DraftRow<ListRow>;

/** The field errors of a list save are keyed `rows.{index}.{column}`, the index into the rows sent. */
export const ROWS = 'rows';

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
export function filterRows<R extends ListRow & { is_new?: boolean }>(
  list: SettingsList,
  rows: readonly R[],
  search: string,
): readonly R[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    if (row.is_new) return true;
    const text = rowSearchText(list, row);
    return words.every((word) => text.includes(word));
  });
}

/** The rows as PUT sends them: saved rows with their id, new ones without; only the editable columns. */
export function bodyRows(list: SettingsList, rows: readonly ListDraftRow[]): ListRow[] {
  const columns = editableColumns(list);
  return rows.map((row) => {
    const out: ListRow = row.is_new || row.id === undefined ? {} : { id: row.id };
    for (const column of columns) out[column.key] = row[column.key] ?? null;
    return out;
  });
}

const IN_USE = /^Row (\d+) is used by (.+) and cannot be deleted\.?$/;

/** The rows a 409 says are in use, by id, with what uses them ("Row 3 is used by trips…"; several joined by ';'). */
export function inUseRows(message: string): { id: number; usedBy: string }[] {
  return message
    .split(';')
    .map((part) => IN_USE.exec(part.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ id: Number(m[1]), usedBy: m[2] }));
}

/** A 409 from a list save that is not about rows in use: someone else saved the list first. */
export const isStaleListError = (error: ApiError) => inUseRows(error.message).length === 0;

export const inUseMessage = (name: string, usedBy: string) => {
  const users = tr(usedBy);
  return t`“${name}” is used by ${users} and cannot be deleted. It is back in the list; save again to keep your other changes.`;
};

/**
 * A failed list save as problems to show: field errors on the rows (`rows.{i}.{col}` → the row's key, in
 * the order sent), rows in use named by `nameOf`, and every other problem of the answer in the list.
 */
export function listProblemsOf(
  error: unknown,
  rowKeys: Readonly<Record<string, readonly string[]>>,
  nameOf: (id: number) => string,
): FormProblems {
  const envelope = error instanceof ApiError ? error.envelope : null;
  if (!envelope) return noProblems;
  if (error instanceof ApiError && error.status === 409) {
    const used = inUseRows(envelope.message);
    if (used.length > 0)
      return { ...noProblems, other: used.map(({ id, usedBy }) => inUseMessage(nameOf(id), usedBy)) };
  }
  const fieldErrors = envelope.field_errors ?? {};
  const rows = rowErrorsOf(fieldErrors, ROWS, rowKeys[ROWS] ?? []);
  const placed = new Set(
    Object.entries(fieldErrors)
      .filter(([path]) => path.startsWith(`${ROWS}.`))
      .flatMap(([path, message]) => [`${path}: ${message}`, message]),
  );
  const elsewhere = Object.entries(fieldErrors)
    .filter(([path]) => !path.startsWith(`${ROWS}.`))
    .map(([path, message]) => `${path}: ${message}`);
  const listed =
    envelope.errors.length > 0
      ? envelope.errors
      : Object.keys(fieldErrors).length > 0
        ? []
        : [envelope.message];
  const other = listed.filter((e) => !placed.has(e));
  for (const e of elsewhere) if (!other.includes(e)) other.push(e);
  return { fields: {}, rows, other };
}
