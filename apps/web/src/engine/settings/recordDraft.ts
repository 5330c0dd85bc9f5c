import { t } from '@lingui/core/macro';
import { recordMessages } from '@trips/shared/settings/record-check';
import {
  type RecordField,
  type RecordValue,
  type RecordValues,
  SECRET_PLACEHOLDER,
} from '@trips/shared/settings/record-fields';
import type { RecordGroup } from '@trips/shared/settings/record-groups';
import { tr } from '../../i18n/tr';
import { numberRead } from '../form/controls/TypedNumberInput';
import { fractionOf, percentOf } from '../form/fieldSpec';

/** What GET and PUT /settings/{group} answer: every key (secrets as the placeholder) and the version. */
export interface RecordAnswer {
  values: RecordValues;
  version: number;
}

const same = (a: RecordValue | undefined, b: RecordValue | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The keys edited since loading, with their new values: a save sends only these (a partial save). */
export function changedValues(group: RecordGroup, base: RecordValues, draft: RecordValues): RecordValues {
  const changed: RecordValues = {};
  for (const { key } of group.fields) if (!same(base[key], draft[key])) changed[key] = draft[key];
  return changed;
}

/** Fields under their section headings, in descriptor order; fields without one come first, untitled. */
export function fieldSections(group: RecordGroup) {
  const sections: { title?: string; fields: RecordField[] }[] = [];
  for (const field of group.fields) {
    const section = sections.find((s) => s.title === field.section);
    if (section) section.fields.push(field);
    else sections.push({ title: field.section, fields: [field] });
  }
  return sections;
}

/**
 * A number input's value as the record stores it: empty is null (not set), a number as typed (a rate
 * from percent to fraction); anything else stays as typed so the check names it.
 */
export function numberFromInput(field: RecordField, input: number | string): RecordValue {
  const value = numberRead(null)(input) as RecordValue;
  return field.kind === 'rate' && typeof value === 'number' ? fractionOf(value) : value;
}

/** A secret input's text as the draft holds it: typing nothing keeps what was saved. */
export const secretFromInput = (saved: RecordValue | undefined, text: string): RecordValue =>
  text === '' ? (saved ?? '') : text;

/** What a secret input shows: never the placeholder, only what the user typed. */
export const secretText = (value: RecordValue | undefined) =>
  value === SECRET_PLACEHOLDER || typeof value !== 'string' ? '' : value;

/** The check's message as the user reads the field, in the language shown: a rate's bounds in percent. */
export function shownMessage(field: RecordField, message: string | undefined) {
  if (field.kind === 'rate' && message === recordMessages.between(0, field.max)) {
    const max = percentOf(field.max);
    return t`must be between 0 % and ${max} %`;
  }
  return message && tr(message);
}
