import { useCallback, useMemo, useRef, useState } from 'react';

/** A list row on screen: its saved id (none while new), a stable key and the create-new flag. */
export type DraftRow<T> = T & { id?: number; key: string; is_new: boolean };

/** A saved row removed in this edit. */
export interface RemovedRow<T> {
  row: DraftRow<T>;
}

export interface DraftState<T> {
  rows: DraftRow<T>[];
  removed: RemovedRow<T>[];
  /**
   * Where each row stands, by key: rows on screen are always in rank order. A removed row keeps its rank,
   * so it comes back between the rows it stood between; moving a row swaps its rank with its neighbour's.
   */
  ranks: Readonly<Record<string, number>>;
}

let nextKey = 0;
const keyed = <T extends { id?: number }>(row: T, isNew: boolean): DraftRow<T> => ({
  ...row,
  key: `r${++nextKey}`,
  is_new: isNew,
});

/** A state showing `rows` in their order, nothing removed. */
export function draftStateOf<T>(rows: DraftRow<T>[]): DraftState<T> {
  return { rows, removed: [], ranks: Object.fromEntries(rows.map((r, i) => [r.key, i])) };
}

/** Adds a row at the end. */
export function addDraftRow<T>(state: DraftState<T>, row: DraftRow<T>): DraftState<T> {
  const last = Math.max(-1, ...Object.values(state.ranks));
  return { ...state, rows: [...state.rows, row], ranks: { ...state.ranks, [row.key]: last + 1 } };
}

/** Removes a row: a saved one is queued for deletion (and can be restored), a new one is just dropped. */
export function removeDraftRow<T extends { id?: number }>(state: DraftState<T>, key: string): DraftState<T> {
  const index = state.rows.findIndex((r) => r.key === key);
  if (index === -1) return state;
  const row = state.rows[index];
  const rows = state.rows.filter((r) => r.key !== key);
  return row.id !== undefined && !row.is_new
    ? { ...state, rows, removed: [...state.removed, { row }] }
    : { ...state, rows };
}

/** Puts queued rows back where they stood among the rows on screen, and unqueues them. */
export function restoreDraftRows<T extends { id?: number }>(
  state: DraftState<T>,
  keys: readonly string[],
): DraftState<T> {
  const back = state.removed.filter((r) => keys.includes(r.row.key));
  if (back.length === 0) return state;
  const rank = (key: string) => state.ranks[key] ?? Number.POSITIVE_INFINITY;
  const rows = [...state.rows];
  for (const { row } of back) {
    const after = rows.findIndex((r) => rank(r.key) > rank(row.key));
    rows.splice(after === -1 ? rows.length : after, 0, row);
  }
  return { ...state, rows, removed: state.removed.filter((r) => !back.includes(r)) };
}

/** Moves a row one place up (-1) or down (1); at either end nothing moves. */
export function moveDraftRow<T>(state: DraftState<T>, key: string, by: -1 | 1): DraftState<T> {
  const index = state.rows.findIndex((r) => r.key === key);
  const other = state.rows[index + by];
  if (index === -1 || !other) return state;
  const rows = [...state.rows];
  [rows[index], rows[index + by]] = [other, rows[index]];
  const ranks = { ...state.ranks, [key]: state.ranks[other.key]!, [other.key]: state.ranks[key]! };
  return { ...state, rows, ranks };
}

/**
 * A settings list being edited (spec part 2 §4): edits are applied field by field to a local copy, new
 * rows carry the create-new flag, removed saved rows are queued by id (until restored), rows may move, and
 * one Save sends it all at once. `edit`, `add`, `remove`, `restore` and `move` keep their identity, so
 * memoised rows skip renders.
 */
export function useListDraft<T extends { id?: number }>(saved: readonly T[], blank: () => T) {
  const load = (rows: readonly T[]) => rows.map((r) => keyed(r, false));
  const [base, setBase] = useState(() => load(saved));
  const [state, setState] = useState<DraftState<T>>(() => draftStateOf(base));
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
    setState((s) => addDraftRow(s, row));
    return row.key;
  }, []);
  const remove = useCallback((key: string) => setState((s) => removeDraftRow(s, key)), []);
  const restore = useCallback((keys: readonly string[]) => setState((s) => restoreDraftRows(s, keys)), []);
  const move = useCallback((key: string, by: -1 | 1) => setState((s) => moveDraftRow(s, key, by)), []);

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
    move,
    /** After a save or a discard: the screen shows `next` as saved. */
    reset(next: readonly T[] = saved) {
      const fresh = load(next);
      setBase(fresh);
      setState(draftStateOf(fresh));
    },
    discard() {
      setState(draftStateOf(base));
    },
  };
}
