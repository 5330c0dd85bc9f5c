import { msg } from '@lingui/core/macro';
import { MAX_HOURS, type RecordField } from '@trips/shared/settings/record-fields';
import type { FieldSpec } from '../form/fieldSpec';

/** The id of a setting's input, so a failed save can take the user to it. */
export const recordInputId = (key: string) => `setting-${key}`;

const notSet = msg`Not set`;

/** How the form engine edits a setting of each kind; a number not typed whole stays for the check to name. */
export function recordSpec(field: RecordField): FieldSpec {
  const base = { key: field.key, label: field.label, description: field.description };
  switch (field.kind) {
    case 'boolean':
    case 'weekdays':
      return { ...base, kind: field.kind };
    case 'text':
      return { ...base, kind: field.multiline ? 'textarea' : 'text', max: field.maxLength };
    case 'choice':
      return { ...base, kind: 'select', options: field.options, required: true };
    case 'secret':
      return { ...base, kind: 'secret', max: field.maxLength };
    case 'rate':
      return { ...base, kind: 'percentage', max: field.max };
    case 'hours':
      return { ...base, kind: 'number', min: 0, max: MAX_HOURS, keepText: true, placeholder: notSet };
    case 'integer':
      return {
        ...base,
        kind: 'number',
        min: field.min,
        max: field.max,
        decimals: 0,
        keepText: true,
        placeholder: field.nullable ? notSet : undefined,
      };
  }
}
