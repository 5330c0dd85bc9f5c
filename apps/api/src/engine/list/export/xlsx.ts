import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type Batches, cellsOf, type ExportColumn } from './cells.ts';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook written row by row into the response; rows are committed so none stay in memory. */
export function xlsxStream(columns: readonly ExportColumn[], batches: Batches, sheetName: string): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c) => ({ header: c.label, key: c.slug, width: 24 }));
  const write = async () => {
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(cellsOf(columns, row)).commit();
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error) => out.destroy(error));
  return out;
}
