import { i18n } from '@lingui/core';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const spanish = new Intl.DateTimeFormat('es-ES', { month: 'short' });

/** Day and month, plus the year when it is from an earlier year (spec part 1 §3): "5 Mar", "28 Dec 2024". */
export function formatNotificationDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const month = i18n.locale === 'es' ? spanish.format(date).replace('.', '') : MONTHS[date.getMonth()];
  const dayMonth = `${date.getDate()} ${month}`;
  return date.getFullYear() < now.getFullYear() ? `${dayMonth} ${date.getFullYear()}` : dayMonth;
}
