import { moveItem } from '../columns/reorder';

/** A row of an editable list: saved rows have the server's id, new ones only a key of their own. */
export interface EditableRow {
  key: string;
  id?: number;
}

/**
 * Edits to a list of rows, kept until one save sends them all (spec part 2 §4): rows are added, edited
 * field by field and moved; removing a saved row queues its id for deletion until restored, removing a
 * new row just drops it.
 */
export interface RowEdits<Row extends EditableRow> {
  rows: Row[];
  /** The saved rows removed, in the order they were removed. */
  removed: { row: Row }[];
  /**
   * Where each row stands, by key: rows on screen are in rank order. A removed row keeps its rank, so it
   * comes back between the rows it stood between; a move hands the moved rows' ranks round.
   */
  ranks: Readonly<Record<string, number>>;
  /** Numbers the keys of new rows. */
  added: number;
  /** Starts every key, where one screen's lists would otherwise share keys (a dossier's lists). */
  prefix?: string;
}

export const savedKey = (id: number) => `saved-${id}`;
export const isNewRow = (row: EditableRow) => row.id === undefined;

/** The saved rows as loaded, keyed by id, nothing edited. */
export function rowEditsOf<Row extends EditableRow>(saved: readonly Omit<Row, 'key'>[], prefix?: string) {
  const rows = saved.map((row) => ({ ...row, key: `${prefix ?? ''}${savedKey(row.id!)}` }) as Row);
  const ranks = Object.fromEntries(rows.map((row, i) => [row.key, i]));
  return { rows, removed: [], ranks, added: 0, ...(prefix ? { prefix } : {}) } as RowEdits<Row>;
}

/** Adds a row at the end; its key is `new-{n}` after the list's prefix. */
export function addRow<Row extends EditableRow>(edits: RowEdits<Row>, fields: Omit<Row, 'key' | 'id'>) {
  const row = { ...fields, key: `${edits.prefix ?? ''}new-${edits.added + 1}` } as Row;
  const last = Math.max(-1, ...Object.values(edits.ranks));
  return {
    ...edits,
    rows: [...edits.rows, row],
    ranks: { ...edits.ranks, [row.key]: last + 1 },
    added: edits.added + 1,
  };
}

export function editRow<Row extends EditableRow>(edits: RowEdits<Row>, key: string, patch: Partial<Row>) {
  return { ...edits, rows: edits.rows.map((row) => (row.key === key ? { ...row, ...patch, key } : row)) };
}

export function removeRow<Row extends EditableRow>(edits: RowEdits<Row>, key: string): RowEdits<Row> {
  const row = edits.rows.find((r) => r.key === key);
  if (!row) return edits;
  const rows = edits.rows.filter((r) => r !== row);
  return isNewRow(row) ? { ...edits, rows } : { ...edits, rows, removed: [...edits.removed, { row }] };
}

/** Undoes queued removals: each row goes back where it stood among the rows on screen. */
export function restoreRows<Row extends EditableRow>(edits: RowEdits<Row>, keys: readonly string[]) {
  const back = edits.removed.filter((r) => keys.includes(r.row.key));
  if (back.length === 0) return edits;
  const rank = (key: string) => edits.ranks[key] ?? Number.POSITIVE_INFINITY;
  const rows = [...edits.rows];
  for (const { row } of back) {
    const after = rows.findIndex((r) => rank(r.key) > rank(row.key));
    rows.splice(after === -1 ? rows.length : after, 0, row);
  }
  return { ...edits, rows, removed: edits.removed.filter((r) => !back.includes(r)) };
}

export const restoreRow = <Row extends EditableRow>(edits: RowEdits<Row>, key: string) =>
  restoreRows(edits, [key]);

/** Moves the row at `from` to `to`; out of range, nothing moves. */
export function moveRow<Row extends EditableRow>(edits: RowEdits<Row>, from: number, to: number) {
  const rows = moveItem(edits.rows, from, to);
  if (rows.every((row, i) => row === edits.rows[i])) return edits;
  const slots = edits.rows.map((row) => edits.ranks[row.key]!).sort((a, b) => a - b);
  const ranks = { ...edits.ranks, ...Object.fromEntries(rows.map((row, i) => [row.key, slots[i]])) };
  return { ...edits, rows, ranks };
}

export const newRows = <Row extends EditableRow>(edits: RowEdits<Row>) => edits.rows.filter(isNewRow);

export const deletedIds = <Row extends EditableRow>(edits: RowEdits<Row>) =>
  edits.removed.map(({ row }) => row.id!);

/** Saved rows whose fields differ from what was loaded. */
export function changedRows<Row extends EditableRow>(edits: RowEdits<Row>, loaded: RowEdits<Row>): Row[] {
  const before = new Map(loaded.rows.map((row) => [row.key, JSON.stringify(row)]));
  return edits.rows.filter((row) => !isNewRow(row) && before.get(row.key) !== JSON.stringify(row));
}

/** Anything to save: a removal, or rows that differ from those loaded (added, edited or moved). */
export const hasRowChanges = <Row extends EditableRow>(edits: RowEdits<Row>, loaded: RowEdits<Row>) =>
  edits.removed.length > 0 || JSON.stringify(edits.rows) !== JSON.stringify(loaded.rows);
