import { useCallback, useMemo, useRef, useState } from 'react';

/** A settings row on screen: its saved id (none while new), a stable key and the create-new flag. */
export type DraftRow<T> = T & { id?: number; key: string; is_new: boolean };

/** A saved row removed in this edit. */
export interface RemovedRow<T> {
  row: DraftRow<T>;
}

interface DraftState<T> {
  rows: DraftRow<T>[];
  removed: RemovedRow<T>[];
}

let nextKey = 0;
/** Keys count up as rows appear (saved ones in their order, then new ones), and rows never move. */
const order = (key: string) => Number(key.slice(1));
const keyed = <T extends { id?: number }>(row: T, isNew: boolean): DraftRow<T> => ({
  ...row,
  key: `r${++nextKey}`,
  is_new: isNew,
});

/** Removes a row: a saved one is queued for deletion (and can be restored), a new one is just dropped. */
export function removeDraftRow<T extends { id?: number }>(state: DraftState<T>, key: string): DraftState<T> {
  const index = state.rows.findIndex((r) => r.key === key);
  if (index === -1) return state;
  const row = state.rows[index];
  const rows = state.rows.filter((r) => r.key !== key);
  return row.id !== undefined && !row.is_new
    ? { rows, removed: [...state.removed, { row }] }
    : { ...state, rows };
}

/** Puts queued rows back where they stood (rows keep the order they appeared in) and unqueues them. */
export function restoreDraftRows<T extends { id?: number }>(
  state: DraftState<T>,
  keys: readonly string[],
): DraftState<T> {
  const back = state.removed.filter((r) => keys.includes(r.row.key));
  if (back.length === 0) return state;
  const rows = [...state.rows];
  for (const { row } of back) {
    const after = rows.findIndex((r) => order(r.key) > order(row.key));
    rows.splice(after === -1 ? rows.length : after, 0, row);
  }
  return { rows, removed: state.removed.filter((r) => !back.includes(r)) };
}

/**
 * The settings-screen pattern (spec part 2 §4): edits are applied field by field to a local copy, new rows
 * carry the create-new flag, removed saved rows are queued by id (until restored), and one Save sends it
 * all at once. `edit`, `add`, `remove` and `restore` keep their identity, so memoised rows skip renders.
 */
export function useSettingsDraft<T extends { id?: number }>(saved: readonly T[], blank: () => T) {
  const load = (rows: readonly T[]) => rows.map((r) => keyed(r, false));
  const [base, setBase] = useState(() => load(saved));
  const [state, setState] = useState<DraftState<T>>(() => ({ rows: base, removed: [] }));
  const blankRef = useRef(blank);
  blankRef.current = blank;
  const { rows, removed } = state;
  const changed = useMemo(() => JSON.stringify(rows) !== JSON.stringify(base), [rows, base]);

  const edit = useCallback(
    <K extends keyof T>(key: string, field: K, value: T[K]) =>
      setState((s) => ({ ...s, rows: s.rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)) })),
    [],
  );
  /** Adds a blank row marked new; answers its key. */
  const add = useCallback(() => {
    const row = keyed(blankRef.current(), true);
    setState((s) => ({ ...s, rows: [...s.rows, row] }));
    return row.key;
  }, []);
  const remove = useCallback((key: string) => setState((s) => removeDraftRow(s, key)), []);
  const restore = useCallback((keys: readonly string[]) => setState((s) => restoreDraftRows(s, keys)), []);

  return {
    rows,
    /** The saved rows removed in this edit, in the order they were removed. */
    removed,
    deleted: removed.map((r) => r.row.id!),
    /** The rows as loaded or last saved. */
    base,
    dirty: removed.length > 0 || changed,
    edit,
    add,
    remove,
    restore,
    /** After a save or a discard: the screen shows `next` as saved. */
    reset(next: readonly T[] = saved) {
      const fresh = load(next);
      setBase(fresh);
      setState({ rows: fresh, removed: [] });
    },
    discard() {
      setState({ rows: base, removed: [] });
    },
  };
}
