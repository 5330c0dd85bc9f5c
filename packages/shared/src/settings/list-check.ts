import { messages } from '../validation/messages.ts';
import { int4Max } from '../validation/ranges.ts';
import { email as emailRule, isStorableText } from '../validation/rules.ts';
import type { ListCell, ListColumn, ListRow, SettingsList } from './list-columns.ts';
import { recordMessages } from './record-check.ts';
import { SECRET_PLACEHOLDER } from './record-fields.ts';

export const listMessages = {
  duplicate: 'This value is already used in the list',
  mustExceed: (min: number) => `must be more than ${min}`,
  fixed: (id: number) => `Row ${id} is needed by the product and cannot be deleted`,
  noNewRows: 'Rows cannot be added to or deleted from this list',
} as const;

type Checked = { value: ListCell } | { error: string };

function checkCell(column: ListColumn, value: unknown): Checked {
  switch (column.kind) {
    case 'label':
      return { value: null };
    case 'boolean':
      return typeof value === 'boolean' ? { value } : { error: recordMessages.onOff };
    case 'zeroOne':
      return value === 0 || value === 1 ? { value } : { error: recordMessages.onOff };
    case 'decimal': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return { error: messages.notNumber };
      if (column.exclusiveMin ? value <= column.min : value < column.min)
        return {
          error:
            column.min === 0 && !column.exclusiveMin
              ? messages.negative
              : listMessages.mustExceed(column.min),
        };
      return value > column.max ? { error: recordMessages.between(column.min, column.max) } : { value };
    }
    case 'email':
      if (typeof value !== 'string' || value.trim() === '') return { error: messages.required };
      if (emailRule(value.trim())) return { error: messages.email };
      return value.length > column.maxLength
        ? { error: messages.maxLength(column.maxLength) }
        : { value: value.trim() };
    case 'lookup':
      return Number.isInteger(value) && (value as number) > 0 && (value as number) <= int4Max
        ? { value: value as number }
        : { error: messages.required };
    case 'secret':
      if (value === SECRET_PLACEHOLDER || value === '') return { value };
      return checkCell(
        { key: column.key, label: column.label, kind: 'text', maxLength: column.maxLength },
        value,
      );
    case 'text': {
      const blank =
        value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
      if (column.optional && blank) return { value: '' };
      if (typeof value !== 'string' || value.trim() === '') return { error: messages.required };
      if (!isStorableText(value)) return { error: messages.notAllowedCharacters };
      return value.length > column.maxLength
        ? { error: messages.maxLength(column.maxLength) }
        : { value: value.trim() };
    }
  }
}

/**
 * Checks a whole list save: each editable cell (errors keyed `rows.{index}.{column}`), unique names,
 * whether rows may be added or deleted, and the list's own rules (`atLeastOne`). Shared by the editor (before sending) and the server.
 */
export function checkListSave(list: SettingsList, rows: readonly ListRow[], deleted: readonly number[]) {
  const fieldErrors: Record<string, string> = {};
  const problems: string[] = [];
  const cleaned: ListRow[] = rows.map((row, index) => {
    const out: ListRow = row.id === undefined ? {} : { id: row.id };
    for (const column of list.columns) {
      if (column.kind === 'label') continue;
      const result = checkCell(column, row[column.key]);
      if ('error' in result) fieldErrors[`rows.${index}.${column.key}`] = result.error;
      else out[column.key] = result.value;
    }
    return out;
  });
  for (const column of list.columns) {
    if ((column.kind !== 'text' && column.kind !== 'email') || !column.unique) continue;
    const seen = new Map<string, number>();
    cleaned.forEach((row, index) => {
      const key = String(row[column.key] ?? '').toLowerCase();
      if (!key) return;
      if (seen.has(key)) fieldErrors[`rows.${index}.${column.key}`] = listMessages.duplicate;
      seen.set(key, index);
    });
  }
  if (!list.editableRows && (deleted.length > 0 || rows.some((r) => r.id === undefined)))
    problems.push(listMessages.noNewRows);
  for (const id of deleted) if (list.fixedIds?.includes(id)) problems.push(listMessages.fixed(id));
  // A list-wide rule counts the rows as they would be saved; a cell already refused counts as off.
  for (const rule of list.atLeastOne ?? [])
    if (!cleaned.some((row) => row[rule.column] === true)) problems.push(rule.message);
  return { rows: cleaned, fieldErrors, problems };
}
