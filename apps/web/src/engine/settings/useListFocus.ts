import type { SettingsList } from '@trips/shared/settings/list-columns';
import { type RefObject, useEffect, useState } from 'react';
import { cellInputId, editableColumns, type ListDraftRow } from './listRows';
import type { ListEditor } from './useSettingsList';

interface Shown {
  rows: readonly ListDraftRow[];
  clearSearch: () => void;
  errorsRef: RefObject<HTMLDivElement | null>;
}

/**
 * Where the focus goes on a list screen: after a failed check or save, to the first cell it names (the search
 * is cleared when it hides that row; with no cell named, the messages above the table come into view); after
 * Add, to the new row's first input once it is on screen.
 */
export function useListFocus(
  list: SettingsList,
  editor: ListEditor,
  { rows: shown, clearSearch, errorsRef }: Shown,
) {
  const [problemPending, setProblemPending] = useState(false);
  const [newKey, setNewKey] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after a failed save, until the cell is shown
  useEffect(() => {
    if (!problemPending) return;
    const row = editor.rows.find((r) => Object.values(editor.problems.rows[r.key] ?? {}).some(Boolean));
    if (!row) {
      setProblemPending(false);
      errorsRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      return;
    }
    if (!shown.includes(row)) return clearSearch();
    const column = list.columns.find((c) => editor.problems.rows[row.key]?.[c.key]);
    if (column) document.getElementById(cellInputId(row.key, column.key))?.focus();
    setProblemPending(false);
  }, [problemPending, shown]);
  useEffect(() => {
    if (!newKey) return;
    const first = editableColumns(list)[0];
    if (first) document.getElementById(cellInputId(newKey, first.key))?.focus();
    setNewKey(null);
  }, [newKey, list]);
  return {
    focusFirstProblem: () => setProblemPending(true),
    focusNewRow: (key: string) => setNewKey(key),
  };
}
