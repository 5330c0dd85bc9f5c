import { t } from '@lingui/core/macro';
import { recordMessages } from '@trips/shared/settings/record-check';
import type { RecordField, RecordValue, RecordValues } from '@trips/shared/settings/record-fields';
import type { RecordGroup } from '@trips/shared/settings/record-groups';
import { tr } from '../../i18n/tr';
import { percentOf } from '../form/fieldSpec';

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

/** The check's message as the user reads the field, in the language shown: a rate's bounds in percent. */
export function shownMessage(field: RecordField, message: string | undefined) {
  if (field.kind === 'rate' && message === recordMessages.between(0, field.max)) {
    const max = percentOf(field.max);
    return t`must be between 0 % and ${max} %`;
  }
  return message && tr(message);
}
