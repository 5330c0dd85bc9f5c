import { t } from '@lingui/core/macro';
import { ApiError } from '../../app/apiError';
import { tr } from '../../i18n/tr';
import { type FormProblems, noProblems, rowErrorsOf } from '../edits/fieldErrors';

/** The field errors of a list save are keyed `rows.{index}.{column}`, the index into the rows sent. */
export const ROWS = 'rows';

const IN_USE = /^Row (\d+) is used by (.+) and cannot be deleted\.?$/;

/** The rows a 409 says are in use, by id, with what uses them ("Row 3 is used by trips…"; several joined by ';'). */
export function inUseRows(message: string): { id: number; usedBy: string }[] {
  return message
    .split(';')
    .map((part) => IN_USE.exec(part.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ id: Number(m[1]), usedBy: m[2] }));
}

/** A 409 from a list save that is not about rows in use: someone else saved the list first. */
export const isStaleListError = (error: ApiError) => inUseRows(error.message).length === 0;

export const inUseMessage = (name: string, usedBy: string) => {
  const users = tr(usedBy);
  return t`“${name}” is used by ${users} and cannot be deleted. It is back in the list; save again to keep your other changes.`;
};

/**
 * A failed list save as problems to show: field errors on the rows (`rows.{i}.{col}` → the row's key, in
 * the order sent), rows in use named by `nameOf`, and every other problem of the answer in the list.
 */
export function listProblemsOf(
  error: unknown,
  rowKeys: Readonly<Record<string, readonly string[]>>,
  nameOf: (id: number) => string,
): FormProblems {
  const envelope = error instanceof ApiError ? error.envelope : null;
  if (!envelope) return noProblems;
  if (error instanceof ApiError && error.status === 409) {
    const used = inUseRows(envelope.message);
    if (used.length > 0)
      return { ...noProblems, other: used.map(({ id, usedBy }) => inUseMessage(nameOf(id), usedBy)) };
  }
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
