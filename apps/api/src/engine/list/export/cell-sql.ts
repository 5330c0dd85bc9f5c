import { type RawBuilder, sql } from 'kysely';

/** One exported cell computed by PostgreSQL: its text as `cellValue` (cells.ts) writes it, null for none. */
export interface CellSql {
  text: RawBuilder<string | null>;
  /** A number cell: CSV writes it without the formula guard, XLSX as a number. */
  isNumber: boolean;
}

// PostgreSQL type ids (pg_type.oid) of the column types an export formats in SQL.
const textTypes = new Set([25, 1043]); // text, varchar
const integerTypes = new Set([20, 21, 23]); // int8, int2, int4
const numericType = 1700;
const booleanType = 16;
const timestampTzType = 1184;
const listTypes = new Set([1009, 1015, 1005, 1007, 1016]); // text[], varchar[], int2[], int4[], int8[]

/**
 * The SQL twin of `cellValue` for a column of the given type, or undefined for a type it does not cover
 * (float, date, json, enums…: the export then formats rows in JavaScript). Numbers are written as the
 * driver's number would print (`trim_scale`: 12.50 → 12.5), except past 15 significant digits or outside
 * 1e-6…1e21, where JavaScript would round or switch to exponents and the SQL text stays exact.
 */
export function cellSql(type: number, e: RawBuilder<unknown>): CellSql | undefined {
  if (textTypes.has(type)) return { text: sql`${e}::text`, isNumber: false };
  if (integerTypes.has(type)) return { text: sql`${e}::text`, isNumber: true };
  if (type === numericType) return { text: sql`trim_scale(${e})::text`, isNumber: true };
  if (type === booleanType)
    return { text: sql`case ${e} when true then 'Yes' when false then 'No' end`, isNumber: false };
  if (type === timestampTzType)
    return {
      text: sql`to_char(${e} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      isNumber: false,
    };
  if (listTypes.has(type)) return { text: sql`array_to_string(${e}, ', ', '')`, isNumber: false };
  return undefined;
}

/** A column the list's rows do not carry: an empty cell, as `cellValue(undefined)`. */
export const emptyCell: CellSql = { text: sql`null::text`, isNumber: false };

// The first characters `csv.ts` guards against a spreadsheet running the cell: = + - @ tab CR.
const formulaStarts = sql.raw([61, 43, 45, 64, 9, 13].join(', '));

/**
 * The cell as COPY … (format csv) must print it to equal `csvField`: a text cell starting like a formula
 * gets a quote; an empty text is written as null, which PostgreSQL leaves unquoted (it quotes '').
 */
export function csvCellSql({ text, isNumber }: CellSql): RawBuilder<string | null> {
  if (isNumber) return text;
  return sql`case when ascii(${text}) in (${formulaStarts}) then '''' || ${text} else nullif(${text}, '') end`;
}

/** The cell for COPY's text format, read back by JavaScript: never null (an empty cell is ''). */
export const plainCellSql = ({ text }: CellSql) => sql<string>`coalesce(${text}, '')`;
