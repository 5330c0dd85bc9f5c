import type { ListQuery } from '@trips/shared';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { currentReaderLanguage, inReaderLanguage, type ReaderLanguage } from '../../../db/reader-language.ts';
import { filteredQuery, type ListContext, ordered } from '../query.ts';
import { cellsOf, type ExportColumn, type ExportRow } from './cells.ts';

export const exportBatchSize = 1000;

interface Cursor {
  key: string | null;
  id: number;
}

/**
 * The whole filtered list in order, batch by batch, by keyset: each batch starts after the last
 * (sort value, id) seen, so every batch costs the same however deep the export goes. PostgreSQL puts
 * nulls last ascending and first descending, so rows with and without a sort value are walked apart.
 * The sort value travels as text and comes back as an untyped parameter PostgreSQL reads as the field's type.
 */
export function keysetBatches(ctx: ListContext, state: ListQuery, size = exportBatchSize) {
  // Read now, in the request: the stream asks for later batches from the socket's callbacks, outside it,
  // and every batch must name (and sort by) reference rows in one language.
  return batchesIn(currentReaderLanguage(), ctx, state, size);
}

async function* batchesIn(language: ReaderLanguage, ctx: ListContext, state: ListQuery, size: number) {
  const desc = state.order_type === 'desc';
  const parts: ('null' | 'value')[] = desc ? ['null', 'value'] : ['value', 'null'];
  for (const part of parts) {
    let cursor: Cursor | null = null;
    for (;;) {
      const query = batchQuery(ctx, state, part, cursor, size);
      const rows: ExportRow[] = await inReaderLanguage(language, () => query.execute());
      if (rows.length > 0) yield rows.map(({ __key, __id, ...row }) => row);
      if (rows.length < size) break;
      const last = rows[rows.length - 1];
      cursor = { key: last.__key as string | null, id: Number(last.__id) };
    }
  }
}

function batchQuery(
  ctx: ListContext,
  state: ListQuery,
  part: 'null' | 'value',
  cursor: Cursor | null,
  size: number,
) {
  const { binding } = ctx;
  const e = binding.fields[state.order_by];
  const after = sql.raw(state.order_type === 'desc' ? '<' : '>');
  let query = binding
    .select(filteredQuery(ctx, state))
    .select([sql`(${e})::text`.as('__key'), sql`${binding.id}`.as('__id')])
    .where(part === 'null' ? sql<SqlBool>`${e} is null` : sql<SqlBool>`${e} is not null`);
  if (cursor) {
    const next: RawBuilder<SqlBool> =
      part === 'null'
        ? sql`${binding.id} ${after} ${cursor.id}`
        : sql`(${e}, ${binding.id}) ${after} (${cursor.key}, ${cursor.id})`;
    query = query.where(next);
  }
  return ordered(query, binding, state).limit(size);
}

/** The keyset batches as cells of the export's columns. */
export function keysetCells(ctx: ListContext, state: ListQuery, columns: readonly ExportColumn[]) {
  return cellsOfBatches(keysetBatches(ctx, state), columns);
}

async function* cellsOfBatches(batches: AsyncIterable<ExportRow[]>, columns: readonly ExportColumn[]) {
  for await (const rows of batches) yield rows.map((row) => cellsOf(columns, row));
}
