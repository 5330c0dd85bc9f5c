import type { ListQuery } from '@trips/shared';
import { type OperationNode, type QueryId, type RootOperationNode, sql } from 'kysely';
import { boundValue, ReaderQueryCompiler } from '../../../db/reader-language.ts';
import { filteredQuery, type ListContext } from '../query.ts';
import { type CellSql, cellSql, csvCellSql, emptyCell, plainCellSql } from './cell-sql.ts';
import type { ExportColumn } from './cells.ts';
import { withJoinedNames } from './joined-names.ts';

class UnsupportedValue extends Error {}

/** A value as a literal PostgreSQL reads exactly as it would the same bind parameter (type unknown). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return `'${String(value)}'`;
  throw new UnsupportedValue();
}

/** COPY takes no bind parameters, so the values go into the text as literals. */
class LiteralCompiler extends ReaderQueryCompiler {
  protected override appendValue(value: unknown) {
    this.append(literal(boundValue(value)));
  }
}

const exportQueryId: QueryId = { queryId: 'list-export' };

/** The query as one text, or undefined when a value has no literal here (the keyset batches remain). */
export function inlineSql(node: RootOperationNode): string | undefined {
  try {
    return new LiteralCompiler().compileQuery(node, exportQueryId).sql;
  } catch (error) {
    if (error instanceof UnsupportedValue) return undefined;
    throw error;
  }
}

export const sortKey = '__key';
export const rowId = '__id';

/**
 * Every filtered row in order, with its columns, its sort key and its id; names joined rather than
 * subqueried. `offset 0` keeps it a subquery of its own, so a column is computed once a row however often
 * the cell formatting around it reads it (pulled up, `q.tags` would run its subquery three times).
 */
export function rowsQuery(ctx: ListContext, state: ListQuery): OperationNode {
  const { binding } = ctx;
  const query = binding
    .select(filteredQuery(ctx, state))
    .select([sql`${binding.fields[state.order_by]}`.as(sortKey), sql`${binding.id}`.as(rowId)])
    .orderBy(sql.ref(sortKey), state.order_type)
    .orderBy(sql.ref(rowId), state.order_type)
    .offset(0);
  return withJoinedNames(query.toOperationNode());
}

export interface ColumnType {
  name: string;
  dataTypeID: number;
}

/** Each export column as SQL over the rows query's output `q`, or undefined if one has a type not covered. */
export function exportCells(columns: readonly ExportColumn[], types: readonly ColumnType[]) {
  const cells: CellSql[] = [];
  for (const { slug } of columns) {
    const type = types.find((t) => t.name === slug);
    const cell = type ? cellSql(type.dataTypeID, sql.ref(`q.${slug}`)) : emptyCell;
    if (!cell) return undefined;
    cells.push(cell);
  }
  return cells;
}

/**
 * COPY of the rows in the list's order: CSV as the file's lines (PostgreSQL quotes and escapes), or the
 * text format for rows read back into cells. The order is the sort key then the id, both in the state's
 * direction, as every page and the keyset batches order them (said again outside: a subquery's order
 * alone is not promised; PostgreSQL sees the rows already sorted and does not sort again).
 */
export function copySql(rows: OperationNode, cells: CellSql[], state: ListQuery, format: 'csv' | 'text') {
  const values = cells.map(format === 'csv' ? csvCellSql : plainCellSql);
  const direction = sql.raw(state.order_type === 'desc' ? 'desc' : 'asc');
  const select = sql`select ${sql.join(values)} from (${{ toOperationNode: () => rows }}) as q
    order by ${sql.ref(`q.${sortKey}`)} ${direction}, ${sql.ref(`q.${rowId}`)} ${direction}`;
  const text = inlineSql(select.toOperationNode());
  return text && `copy (${text}) to stdout with (format ${format})`;
}

/** A look at the rows query's output columns and their types, reading no row. */
export function probeSql(rows: OperationNode) {
  const text = inlineSql(
    sql`select * from (${{ toOperationNode: () => rows }}) as q limit 0`.toOperationNode(),
  );
  return text;
}
