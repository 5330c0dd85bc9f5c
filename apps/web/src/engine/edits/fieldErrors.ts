import { ApiError } from '../../lib/apiError';

/** Field errors of one row, by the row's own field name ('' for the row as a whole). */
export type RowErrors = Record<string, string>;

/** What an edit screen shows: errors on its fields, on rows by key, and the rest as a list under 'Error'. */
export interface FormProblems {
  fields: Record<string, string>;
  rows: Record<string, RowErrors>;
  other: string[];
}

export const noProblems: FormProblems = { fields: {}, rows: {}, other: [] };

export const hasProblems = (p: FormProblems) =>
  Object.keys(p.fields).length > 0 || Object.keys(p.rows).length > 0 || p.other.length > 0;

/**
 * Server field errors on a list sent as an array ('meeting_points.upsert.2.name_eng') mapped back to
 * the rows on screen: `keys` are the row keys in the order the array was sent.
 */
export function rowErrorsOf(
  fieldErrors: Readonly<Record<string, string>>,
  prefix: string,
  keys: readonly string[],
): Record<string, RowErrors> {
  const byRow: Record<string, RowErrors> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    if (!path.startsWith(`${prefix}.`)) continue;
    const [index, ...rest] = path.slice(prefix.length + 1).split('.');
    const key = keys[Number(index)];
    if (key === undefined) continue;
    byRow[key] = { ...byRow[key], [rest.join('.')]: message };
  }
  return byRow;
}

/**
 * The server's field_errors placed on a form: top-level paths on fields, paths into a list sent as an
 * array on its rows (`rowKeys`: list path → row keys in the order sent), anything else in the list.
 */
export function serverProblems(
  fieldErrors: Readonly<Record<string, string>>,
  rowKeys: Readonly<Record<string, readonly string[]>>,
): FormProblems {
  const problems: FormProblems = { fields: {}, rows: {}, other: [] };
  for (const [prefix, keys] of Object.entries(rowKeys)) {
    Object.assign(problems.rows, rowErrorsOf(fieldErrors, prefix, keys));
  }
  for (const [path, message] of Object.entries(fieldErrors)) {
    if (!path.includes('.')) problems.fields[path] = message;
    else if (!Object.keys(rowKeys).some((prefix) => path.startsWith(`${prefix}.`))) {
      problems.other.push(`${path}: ${message}`);
    }
  }
  return problems;
}

/** A failed save as problems to show; a failure without an error envelope was already toasted. */
export function problemsOfError(
  error: unknown,
  rowKeys: Readonly<Record<string, readonly string[]>>,
): FormProblems {
  const envelope = error instanceof ApiError ? error.envelope : null;
  // Rows in use are not problems of the edits: `RowsInUse` lists them with what uses them.
  if (!envelope || envelope.rows_in_use?.length) return noProblems;
  if (!envelope.field_errors) return { ...noProblems, other: envelope.errors };
  return serverProblems(envelope.field_errors, rowKeys);
}
