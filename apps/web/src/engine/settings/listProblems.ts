import { ApiError } from '../../lib/apiError';
import { type FormProblems, noProblems, rowErrorsOf } from '../edits/fieldErrors';
import { rowsInUseOf } from '../edits/refusals';

/** The field errors of a list save are keyed `rows.{index}.{column}`, the index into the rows sent. */
export const ROWS = 'rows';

/**
 * A failed list save as problems to show: field errors on the rows (`rows.{i}.{col}` → the row's key, in
 * the order sent) and every other problem of the answer in the list. Rows in use are not problems of the
 * edits: `RowsInUse` shows them with what uses them.
 */
export function listProblemsOf(
  error: unknown,
  rowKeys: Readonly<Record<string, readonly string[]>>,
): FormProblems {
  const envelope = error instanceof ApiError ? error.envelope : null;
  if (!envelope || rowsInUseOf(error).length > 0) return noProblems;
  const fieldErrors = envelope.field_errors ?? {};
  const rows = rowErrorsOf(fieldErrors, ROWS, rowKeys[ROWS] ?? []);
  const placed = new Set(
    Object.entries(fieldErrors)
      .filter(([path]) => path.startsWith(`${ROWS}.`))
      .flatMap(([path, message]) => [`${path}: ${message}`, message]),
  );
  const elsewhere = Object.entries(fieldErrors)
    .filter(([path]) => !path.startsWith(`${ROWS}.`))
    .map(([path, message]) => `${path}: ${message}`);
  const listed =
    envelope.errors.length > 0
      ? envelope.errors
      : Object.keys(fieldErrors).length > 0
        ? []
        : [envelope.message];
  const other = listed.filter((e) => !placed.has(e));
  for (const e of elsewhere) if (!other.includes(e)) other.push(e);
  return { fields: {}, rows, other };
}
