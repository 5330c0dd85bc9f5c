import { messages } from '../validation/messages.ts';
import { isStorableText } from '../validation/rules.ts';
import {
  MAX_HOURS,
  MIN_HOURS,
  type RecordField,
  type RecordValue,
  type RecordValues,
  SECRET_PLACEHOLDER,
} from './record-fields.ts';
import type { RecordGroup } from './record-groups.ts';

export const recordMessages = {
  unknown: 'This is not a setting of this group',
  onOff: 'must be on or off',
  wholeNumber: 'must be a whole number',
  between: (min: number, max: number) => `must be between ${min} and ${max}`,
  minHours: `must be at least ${MIN_HOURS} hours`,
  maxHours: `must be at most ${MAX_HOURS} hours`,
  choice: 'Choose one of the options',
  weekdays: 'Choose week days from Monday to Sunday, each once',
} as const;

type Checked = { value: RecordValue } | { error: string };

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function checkNumber(field: RecordField, value: unknown): Checked {
  if (value === null || value === '') {
    const nullable = field.kind === 'hours' || (field.kind === 'integer' && field.nullable);
    return nullable ? { value: null } : { error: messages.required };
  }
  if (!isNumber(value)) return { error: messages.notNumber };
  if (value < 0) return { error: messages.negative };
  if (field.kind === 'hours') {
    if (value < MIN_HOURS) return { error: recordMessages.minHours };
    return value > MAX_HOURS ? { error: recordMessages.maxHours } : { value };
  }
  if (field.kind === 'rate')
    return value > field.max ? { error: recordMessages.between(0, field.max) } : { value };
  if (field.kind !== 'integer') return { error: messages.notNumber };
  if (!Number.isInteger(value)) return { error: recordMessages.wholeNumber };
  if (value < field.min || value > field.max) return { error: recordMessages.between(field.min, field.max) };
  return { value };
}

function checkText(maxLength: number, value: unknown): Checked {
  if (typeof value !== 'string') return { error: messages.required };
  if (!isStorableText(value)) return { error: messages.notAllowedCharacters };
  return value.length > maxLength ? { error: messages.maxLength(maxLength) } : { value };
}

function checkWeekdays(value: unknown): Checked {
  const days = Array.isArray(value) ? value : null;
  const valid =
    days?.every((d) => Number.isInteger(d) && d >= 1 && d <= 7) && new Set(days).size === days?.length;
  return valid
    ? { value: [...(days as number[])].sort((a, b) => a - b) }
    : { error: recordMessages.weekdays };
}

/** One value against its field: the normalized value, or the message to show next to the field. */
export function checkRecordValue(field: RecordField, value: unknown): Checked {
  switch (field.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? { value } : { error: recordMessages.onOff };
    case 'hours':
    case 'integer':
    case 'rate':
      return checkNumber(field, value);
    case 'text':
      return checkText(field.maxLength, value);
    case 'secret':
      return value === SECRET_PLACEHOLDER ? { value } : checkText(field.maxLength, value);
    case 'choice':
      return field.options.some((o) => o.value === value)
        ? { value: value as string }
        : { error: recordMessages.choice };
    case 'weekdays':
      return checkWeekdays(value);
  }
}

/**
 * Checks the keys a save names (a partial save changes only those): every problem at once, keyed by field.
 * Shared by the form (before sending) and the server (before writing).
 */
export function checkRecordValues(group: RecordGroup, values: Record<string, unknown>) {
  const checked: RecordValues = {};
  const fieldErrors: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const field = group.fields.find((f) => f.key === key);
    const result = field ? checkRecordValue(field, value) : { error: recordMessages.unknown };
    if ('error' in result) fieldErrors[key] = result.error;
    else checked[key] = result.value;
  }
  return { values: checked, fieldErrors };
}
