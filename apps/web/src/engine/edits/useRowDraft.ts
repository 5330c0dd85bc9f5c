import { useCallback, useMemo, useRef, useState } from 'react';
import {
  addRow,
  deletedIds,
  type EditableRow,
  editRow,
  hasRowChanges,
  moveRow,
  type RowEdits,
  removeRow,
  restoreRows,
  rowEditsOf,
} from './rowDraft';

/**
 * A list of rows being edited in a screen's state (a settings list): the row draft's edits with a
 * baseline to compare with. `edit`, `add`, `remove`, `restore` and `move` keep their identity, so
 * memoised rows skip renders; `add` answers the new row's key.
 */
export function useRowDraft<Row extends EditableRow>(
  saved: readonly Omit<Row, 'key'>[],
  blank: () => Omit<Row, 'key' | 'id'>,
) {
  const [base, setBase] = useState(() => rowEditsOf<Row>(saved));
  const [edits, setEdits] = useState(base);
  // Every change starts from the latest edits, so `add` knows its key at once.
  const latest = useRef(edits);
  const blankRef = useRef(blank);
  blankRef.current = blank;
  const update = useCallback((change: (edits: RowEdits<Row>) => RowEdits<Row>) => {
    latest.current = change(latest.current);
    setEdits(latest.current);
  }, []);
  const dirty = useMemo(() => hasRowChanges(edits, base), [edits, base]);
  const start = (next: RowEdits<Row>) => {
    setBase(next);
    update(() => next);
  };

  return {
    rows: edits.rows,
    /** The saved rows removed in this edit, in the order they were removed. */
    removed: edits.removed,
    deleted: deletedIds(edits),
    /** The rows as loaded or last saved. */
    base: base.rows,
    dirty,
    edit: useCallback(
      <K extends keyof Row>(key: string, field: K, value: Row[K]) =>
        update((e) => editRow(e, key, { [field]: value } as unknown as Partial<Row>)),
      [update],
    ),
    add: useCallback(() => {
      update((e) => addRow(e, blankRef.current()));
      return latest.current.rows[latest.current.rows.length - 1]!.key;
    }, [update]),
    remove: useCallback((key: string) => update((e) => removeRow(e, key)), [update]),
    restore: useCallback((keys: readonly string[]) => update((e) => restoreRows(e, keys)), [update]),
    move: useCallback(
      (key: string, by: -1 | 1) =>
        update((e) => {
          const from = e.rows.findIndex((r) => r.key === key);
          return from === -1 ? e : moveRow(e, from, from + by);
        }),
      [update],
    ),
    /** After a save: the screen shows `next` as saved. */
    reset: (next: readonly Omit<Row, 'key'>[] = saved) => start(rowEditsOf<Row>(next)),
    discard: () => update(() => base),
  };
}
