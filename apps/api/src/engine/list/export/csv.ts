import { type Batches, cellsOf, type ExportColumn } from './cells.ts';

// A text cell starting like a formula would run in a spreadsheet (CSV injection); a quote keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(v: string | number): string {
  if (typeof v === 'number') return String(v);
  const text = FORMULA_START.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (values: (string | number)[]) => `${values.map(csvField).join(',')}\r\n`;

/** RFC 4180 lines, one chunk per batch; the BOM makes spreadsheet programs read UTF-8 (Logroño, Tábara). */
export async function* csvChunks(columns: readonly ExportColumn[], batches: Batches) {
  yield `\uFEFF${csvLine(columns.map((c) => c.label))}`;
  for await (const rows of batches) yield rows.map((row) => csvLine(cellsOf(columns, row))).join('');
}
