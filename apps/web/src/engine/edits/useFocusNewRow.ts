import { useEffect, useId, useRef } from 'react';

const fields = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';

/**
 * After an add-row action, the first field of the row it added takes the focus, so typing goes on there.
 * Spread `rowProps` on each row's element (the one holding its fields) and call `expectNewRow()` with the add:
 * the next render's row element that was not there before is the new one, wherever the list puts it.
 */
export function useFocusNewRow() {
  const id = useId();
  const before = useRef<Set<Element> | null>(null);
  const rows = () => document.querySelectorAll(`[data-new-row="${CSS.escape(id)}"]`);
  useEffect(() => {
    const known = before.current;
    if (!known) return;
    // One chance: an add that added nothing must not send the focus to a row restored later.
    before.current = null;
    const added = [...rows()].find((row) => !known.has(row));
    added?.querySelector<HTMLElement>(fields)?.focus();
  });
  return {
    rowProps: { 'data-new-row': id },
    expectNewRow: () => {
      before.current = new Set(rows());
    },
  };
}
