/** The list with the item at `from` moved to `to`; out-of-range positions leave it as it was. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < items.length;
  if (!inRange(from) || !inRange(to) || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** Where a dragged row lands when dropped on the upper or lower half of the row at `over`. */
export function dropIndex(from: number, over: number, lowerHalf: boolean): number {
  const target = lowerHalf ? over + 1 : over;
  return target > from ? target - 1 : target;
}
