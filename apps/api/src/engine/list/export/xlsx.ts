import { PassThrough, type Readable } from 'node:stream';
import type { Cell, CellBatches, ExportColumn } from './cells.ts';
import { StreamClosed } from './stream-writes.ts';
import { sheetEnd, sheetStart, workbookParts, xmlText } from './xlsx-parts.ts';
import { ZipWriter } from './zip.ts';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Spreadsheet column names: A … Z, AA … */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A cell as exceljs wrote it before: numbers as numbers, text as a string cell, nothing for ''. */
function cellXml(ref: string, value: Cell): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"><v>${value}</v></c>`;
  const text = String(value);
  return text === '' ? '' : `<c r="${ref}" t="str"><v>${xmlText(text)}</v></c>`;
}

/** The sheet's XML, a chunk a batch of rows, the header first. */
async function* sheetXml(columns: readonly ExportColumn[], batches: CellBatches) {
  const names = columns.map((_, i) => columnName(i));
  const rowXml = (r: number, cells: readonly Cell[]) =>
    `<row r="${r}">${cells.map((cell, i) => cellXml(names[i] + r, cell)).join('')}</row>`;
  yield Buffer.from(
    sheetStart(columns.length) +
      rowXml(
        1,
        columns.map((c) => c.label),
      ),
  );
  let r = 2;
  for await (const rows of batches) yield Buffer.from(rows.map((cells) => rowXml(r++, cells)).join(''));
  yield Buffer.from(sheetEnd);
}

/**
 * A workbook of one sheet, zipped into the response as its rows arrive: rows are read only as fast as
 * the response takes the compressed bytes, so memory stays flat however long the list.
 */
export function xlsxStream(
  columns: readonly ExportColumn[],
  batches: CellBatches,
  sheetName: string,
): Readable {
  const out = new PassThrough();
  const write = async () => {
    const zip = new ZipWriter(out);
    for (const [name, xml] of workbookParts(sheetName)) await zip.add(name, [Buffer.from(xml)]);
    await zip.add('xl/worksheets/sheet1.xml', sheetXml(columns, batches));
    await zip.finish();
    out.end();
  };
  write().catch((error) => out.destroy(error instanceof StreamClosed ? undefined : error));
  return out;
}
