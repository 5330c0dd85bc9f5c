import { useState } from 'react';

/** A settings row on screen: its saved id (none while new), a stable key and the create-new flag. */
export type DraftRow<T> = T & { id?: number; key: string; is_new: boolean };

let nextKey = 0;
const keyed = <T extends { id?: number }>(row: T, isNew: boolean): DraftRow<T> => ({
  ...row,
  key: `r${++nextKey}`,
  is_new: isNew,
});

/**
 * The settings-screen pattern (spec part 2 §4): edits are applied field by field to a local copy, new rows
 * carry the create-new flag, removed saved rows are queued by id, and one Save sends it all at once.
 */
export function useSettingsDraft<T extends { id?: number }>(saved: readonly T[], blank: () => T) {
  const load = (rows: readonly T[]) => rows.map((r) => keyed(r, false));
  const [base, setBase] = useState(() => load(saved));
  const [rows, setRows] = useState(base);
  const [deleted, setDeleted] = useState<number[]>([]);

  return {
    rows,
    deleted,
    dirty: deleted.length > 0 || JSON.stringify(rows) !== JSON.stringify(base),
    edit: <K extends keyof T>(key: string, field: K, value: T[K]) =>
      setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: value } : r))),
    add: () => setRows((all) => [...all, keyed(blank(), true)]),
    remove(key: string) {
      const row = rows.find((r) => r.key === key);
      if (row?.id && !row.is_new) setDeleted((ids) => [...ids, row.id!]);
      setRows((all) => all.filter((r) => r.key !== key));
    },
    /** After a save or a discard: the screen shows `next` as saved. */
    reset(next: readonly T[] = saved) {
      const fresh = load(next);
      setBase(fresh);
      setRows(fresh);
      setDeleted([]);
    },
    discard() {
      setRows(base);
      setDeleted([]);
    },
  };
}
