import type { FieldDef } from './define.ts';

/**
 * How a form edits a field of a catalogue: the control and its bounds, as the web's `FieldSpec` takes them
 * (the web adds the key and the label, and the controls no catalogue kind gives: images, secrets…).
 */
export type FormControl = { required?: boolean } & (
  | { kind: 'text' | 'email' | 'url'; max: number }
  | { kind: 'textarea'; max: number; rows?: number }
  | { kind: 'phone'; max: number }
  | { kind: 'number'; min: number; max: number; decimals?: number; empty?: number | null }
  | { kind: 'money'; empty?: number | null }
  | { kind: 'percentage'; max: number }
  | { kind: 'date' }
  | { kind: 'boolean' }
  | { kind: 'select'; options: readonly { value: string; label: string }[] }
  | { kind: 'lookup'; lookup: string }
  | { kind: 'lookups'; lookup: string }
  | { kind: 'remote'; resource: string }
);

/** The form control of a catalogue entry: its kind's control, with the entry's bounds. */
export function formControlOf(field: FieldDef): FormControl {
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'url':
    case 'phone': {
      const max = field.form?.max ?? field.max;
      const kind = field.form?.control ?? field.kind;
      return { kind, max, ...(field.required && { required: true }) };
    }
    case 'longText':
      return { kind: 'textarea', max: field.max, ...(field.required && { required: true }) };
    case 'clock':
      return { kind: 'text', max: 5 };
    case 'number': {
      const empty = field.nullable ? null : field.min;
      const decimals = field.decimals === undefined ? {} : { decimals: field.decimals };
      return {
        kind: 'number',
        min: field.min,
        max: field.max,
        ...decimals,
        ...(!field.nullable && { empty }),
      };
    }
    case 'money':
      return { kind: 'money', ...(!field.nullable && { empty: field.default ?? 0 }) };
    case 'percentage':
      return { kind: 'percentage', max: field.max };
    case 'date':
      return { kind: 'date', ...(field.required && { required: true }) };
    case 'boolean':
      return { kind: 'boolean' };
    case 'choice':
      // A choice always holds one of its values.
      return { kind: 'select', options: field.choices, required: true };
    case 'lookup': {
      const required = field.required || field.nullable === false || field.default !== undefined;
      if (!field.lookup) throw new Error(`'${field.label}' has no list to pick from`);
      const control: FormControl = field.searched
        ? { kind: 'remote', resource: field.lookup }
        : { kind: 'lookup', lookup: field.lookup };
      return { ...control, ...(required && { required: true }) };
    }
    case 'lookups':
      return { kind: 'lookups', lookup: field.lookup };
  }
}
