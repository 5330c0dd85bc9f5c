import { t } from '@lingui/core/macro';
import { formatDate, formatDateTime, formatNumber } from '../../i18n/format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The plain text of a cell value: most columns need no renderer of their own. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
  if (typeof value === 'number') return formatNumber(value);
  if (Array.isArray(value)) return value.map(cellText).filter(Boolean).join(', ');
  if (typeof value === 'string' && DAY.test(value)) return formatDate(value);
  if (typeof value === 'string' && MOMENT.test(value)) return formatDateTime(value);
  return String(value);
}

/** Columns whose values are numbers: they align right so digits line up. */
export function numericColumns(
  columns: readonly { slug: string }[],
  rows: readonly Record<string, unknown>[],
) {
  const sample = rows[0];
  return new Set(columns.filter((c) => typeof sample?.[c.slug] === 'number').map((c) => c.slug));
}
