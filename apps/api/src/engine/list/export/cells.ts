/** A row value as one spreadsheet cell: numbers stay numbers, lists are joined, yes/no for flags. */
export function cellValue(v: unknown): string | number {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(cellValue).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export interface ExportColumn {
  slug: string;
  label: string;
}
export type ExportRow = Record<string, unknown>;
export type Cell = string | number;
/** The export's rows as cells in column order, a batch at a time. */
export type CellBatches = AsyncIterable<Cell[][]>;

export const cellsOf = (columns: readonly ExportColumn[], row: ExportRow): Cell[] =>
  columns.map((c) => cellValue(row[c.slug]));
