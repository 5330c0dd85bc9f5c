/** A row of an editable list: saved rows have the server's id, new ones only a key of their own. */
export interface EditableRow {
  key: string;
  id?: number;
}

/**
 * Edits to a list of rows, kept until one save sends them all (spec part 2 §4): removing a saved row
 * queues its id for deletion and can be undone; removing a new row just drops it.
 */
export interface RowEdits<Row extends EditableRow> {
  rows: Row[];
  removed: { row: Row; index: number }[];
  /** Numbers the keys of new rows. */
  added: number;
}

export const savedKey = (id: number) => `saved-${id}`;

export function rowEditsOf<Row extends EditableRow>(saved: readonly Omit<Row, 'key'>[]): RowEdits<Row> {
  const rows = saved.map((row) => ({ ...row, key: savedKey(row.id!) }) as Row);
  return { rows, removed: [], added: 0 };
}

export function addRow<Row extends EditableRow>(edits: RowEdits<Row>, fields: Omit<Row, 'key' | 'id'>) {
  const row = { ...fields, key: `new-${edits.added + 1}` } as Row;
  return { ...edits, rows: [...edits.rows, row], added: edits.added + 1 };
}

export function editRow<Row extends EditableRow>(edits: RowEdits<Row>, key: string, patch: Partial<Row>) {
  return { ...edits, rows: edits.rows.map((row) => (row.key === key ? { ...row, ...patch, key } : row)) };
}

export function removeRow<Row extends EditableRow>(edits: RowEdits<Row>, key: string): RowEdits<Row> {
  const index = edits.rows.findIndex((row) => row.key === key);
  if (index === -1) return edits;
  const row = edits.rows[index];
  const rows = edits.rows.filter((r) => r.key !== key);
  return row.id === undefined
    ? { ...edits, rows }
    : { ...edits, rows, removed: [...edits.removed, { row, index }] };
}

/** Undoes a queued removal: the row goes back where it was. */
export function restoreRow<Row extends EditableRow>(edits: RowEdits<Row>, key: string): RowEdits<Row> {
  const entry = edits.removed.find((r) => r.row.key === key);
  if (!entry) return edits;
  const rows = [...edits.rows];
  rows.splice(Math.min(entry.index, rows.length), 0, entry.row);
  return { ...edits, rows, removed: edits.removed.filter((r) => r !== entry) };
}

export const newRows = <Row extends EditableRow>(edits: RowEdits<Row>) =>
  edits.rows.filter((row) => row.id === undefined);

export const deletedIds = <Row extends EditableRow>(edits: RowEdits<Row>) =>
  edits.removed.map(({ row }) => row.id!);

/** Saved rows whose fields differ from what was loaded. */
export function changedRows<Row extends EditableRow>(edits: RowEdits<Row>, loaded: RowEdits<Row>): Row[] {
  const before = new Map(loaded.rows.map((row) => [row.key, JSON.stringify(row)]));
  return edits.rows.filter((row) => row.id !== undefined && before.get(row.key) !== JSON.stringify(row));
}

export const hasRowChanges = <Row extends EditableRow>(edits: RowEdits<Row>, loaded: RowEdits<Row>) =>
  edits.removed.length > 0 || newRows(edits).length > 0 || changedRows(edits, loaded).length > 0;
