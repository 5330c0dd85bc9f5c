const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Day and month, plus the year when it is from an earlier year (spec part 1 §3): "5 Mar", "28 Dec 2024". */
export function formatNotificationDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const dayMonth = `${date.getDate()} ${MONTHS[date.getMonth()]}`;
  return date.getFullYear() < now.getFullYear() ? `${dayMonth} ${date.getFullYear()}` : dayMonth;
}
