import type { Readable } from 'node:stream';
import type { ListQuery } from '@trips/shared';
import { postgresPool } from '../../../db/database.ts';
import type { ListContext } from '../query.ts';
import type { CellBatches, ExportColumn } from './cells.ts';
import { copySql, exportCells, probeSql, rowsQuery } from './copy-query.ts';
import { copyStream, crlfRows, textRows } from './copy-stream.ts';

/** What one COPY streams for an export: the CSV rows themselves, or rows of cells; `copy` to stop it. */
export type CopiedExport = { copy: Readable } & (
  | { kind: 'csv'; rows: AsyncIterable<Buffer> }
  | { kind: 'cells'; batches: CellBatches }
);

async function* csvRows(copy: Readable) {
  const crlf = crlfRows();
  for await (const chunk of copy) yield crlf(chunk as Buffer);
}

/**
 * The export as one server-side query on PostgreSQL (DESIGN §9: COPY with the names joined), or undefined
 * where the keyset batches remain: on PGlite, and for a column type or value the SQL formatting does not
 * cover. CSV comes out of PostgreSQL as the file's rows; XLSX (and a CSV of one column, which PostgreSQL
 * would quote were it `\.`) reads rows of text cells.
 */
export async function copyExport(
  ctx: ListContext,
  state: ListQuery,
  columns: readonly ExportColumn[],
  format: 'csv' | 'xlsx',
): Promise<CopiedExport | undefined> {
  const pool = postgresPool(ctx.db);
  const rows = pool && rowsQuery(ctx, state);
  const probe = rows && probeSql(rows);
  if (!pool || !rows || !probe) return undefined;
  const client = await pool.connect();
  let text: string | undefined;
  const direct = format === 'csv' && columns.length > 1;
  let numbers: boolean[] = [];
  try {
    const { fields } = await client.query({ text: probe, rowMode: 'array' });
    const cells = exportCells(columns, fields);
    numbers = cells?.map((c) => c.isNumber) ?? [];
    text = cells && copySql(rows, cells, state, direct ? 'csv' : 'text');
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  if (!text) {
    client.release();
    return undefined;
  }
  const copy = copyStream(client, text);
  return direct
    ? { kind: 'csv', copy, rows: csvRows(copy) }
    : { kind: 'cells', copy, batches: textRows(copy, numbers) };
}
