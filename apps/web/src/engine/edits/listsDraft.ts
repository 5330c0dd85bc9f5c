import {
  addRow,
  type EditableRow,
  editRow,
  hasRowChanges,
  type RowEdits,
  removeRow,
  restoreRow,
} from './rowDraft';

/** A row of one of a record's lists: its key on screen, its saved id (none while new), its values. */
export interface DraftRow extends EditableRow {
  values: Record<string, unknown>;
}

/** A record edited whole: its own fields and its row lists (saved rows removed stay until undone). */
export interface ListsDraft<F, L extends string> {
  fields: F;
  lists: Record<L, RowEdits<DraftRow>>;
}

export type ListsAction<D extends ListsDraft<unknown, L>, L extends string> =
  | { type: 'load'; draft: D }
  | { type: 'fields'; patch: Partial<D['fields']> }
  | { type: 'add'; list: L }
  | { type: 'row'; list: L; key: string; patch: Record<string, unknown> }
  | { type: 'remove'; list: L; key: string }
  | { type: 'undo'; key: string };

/** The draft with one list changed. */
export const changeList = <D extends ListsDraft<unknown, L>, L extends string>(
  draft: D,
  list: L,
  next: (rows: RowEdits<DraftRow>) => RowEdits<DraftRow>,
): D => ({ ...draft, lists: { ...draft.lists, [list]: next(draft.lists[list]) } });

/**
 * The reducer of a record with row lists: `blank` gives a new row's values (it may read the draft, a new
 * stage starting where the last one ends). Keys are unique across the lists, so an undo finds its list.
 */
export function listsReducer<D extends ListsDraft<unknown, L>, L extends string>(
  names: readonly L[],
  blank: (list: L, draft: D) => Record<string, unknown>,
) {
  return (draft: D, action: ListsAction<D, L>): D => {
    switch (action.type) {
      case 'load':
        return action.draft;
      case 'fields':
        return { ...draft, fields: { ...(draft.fields as object), ...action.patch } };
      case 'add':
        return changeList(draft, action.list, (rows) => addRow(rows, { values: blank(action.list, draft) }));
      case 'row': {
        const row = draft.lists[action.list].rows.find((r) => r.key === action.key);
        if (!row) return draft;
        const values = { ...row.values, ...action.patch };
        return changeList(draft, action.list, (rows) => editRow(rows, action.key, { values }));
      }
      case 'remove':
        return changeList(draft, action.list, (rows) => removeRow(rows, action.key));
      case 'undo': {
        const list = names.find((l) => draft.lists[l].removed.some((r) => r.row.key === action.key));
        return list ? changeList(draft, list, (rows) => restoreRow(rows, action.key)) : draft;
      }
    }
  };
}

/** Whether the fields or any list differ from where the edit started. */
export const hasListsChanges = <L extends string>(
  names: readonly L[],
  draft: ListsDraft<unknown, L>,
  base: ListsDraft<unknown, L>,
) =>
  JSON.stringify(draft.fields) !== JSON.stringify(base.fields) ||
  names.some((list) => hasRowChanges(draft.lists[list], base.lists[list]));
