const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** The plain text of a cell value: most columns need no renderer of their own. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return numberFormat.format(value);
  if (Array.isArray(value)) return value.map(cellText).filter(Boolean).join(', ');
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
