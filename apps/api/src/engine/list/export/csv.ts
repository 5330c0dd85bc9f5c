import type { Cell, CellBatches, ExportColumn } from './cells.ts';

// A text cell starting like a formula would run in a spreadsheet (CSV injection); a quote keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(v: Cell): string {
  if (typeof v === 'number') return String(v);
  const text = FORMULA_START.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (values: Cell[]) => `${values.map(csvField).join(',')}\r\n`;

/** The first line; the BOM makes spreadsheet programs read UTF-8 (Logroño, Tábara). */
export const csvHeader = (columns: readonly ExportColumn[]) =>
  `\uFEFF${csvLine(columns.map((c) => c.label))}`;

/** RFC 4180 lines, one chunk per batch. */
export async function* csvChunks(columns: readonly ExportColumn[], batches: CellBatches) {
  yield csvHeader(columns);
  for await (const rows of batches) yield rows.map(csvLine).join('');
}
