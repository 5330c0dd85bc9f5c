/** The bell badge text: nothing for no unread notifications, at most '999' (spec part 1 §9). */
export function unreadBadgeLabel(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return String(Math.min(Math.floor(count), 999));
}
