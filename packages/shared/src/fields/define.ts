import type { FieldChoice } from '../list/descriptor.ts';
import type { Operator } from '../list/kinds.ts';

/**
 * A field catalogue: one definition per field of an entity (its kind, label, bounds, list behaviour and form
 * control), from which the request schema (`input.ts`), the list descriptor's fields and columns (`list.ts`)
 * and the form's control (`form.ts`) are derived. This file holds no Zod, so the web app can read a
 * catalogue without it.
 */

/**
 * The one vocabulary of field kinds. Each kind decides the value's type, its check, the list filter kind
 * (the wire format of spec part 1 §3) and the form control:
 *
 * | kind | value | filter | control |
 * |---|---|---|---|
 * | `text` | a line of text (`max`), '' when not given | `text` | `text` |
 * | `longText` | a text of several lines (`max`) | `text` | `textarea` |
 * | `email` | an email address or '' | `text` | `email` |
 * | `url` | a link (not checked) | `text` | `url` |
 * | `phone` | a phone number as the spec's mask writes it | `text` | `phone` |
 * | `clock` | a time of day 'HH:MM' or '' | `text` | `text` (5) |
 * | `number` | a number within `min`…`max` (`decimals` 0: whole) | `numeric` | `number` |
 * | `money` | an amount, not negative | `numeric` | `money` |
 * | `percentage` | a fraction (0.07) | `percentage` | `percentage` |
 * | `date` | a day 'YYYY-MM-DD' | `date` | `date` |
 * | `boolean` | yes or no | `boolean` | `boolean` |
 * | `choice` | one of fixed `choices` (a string) | `autocomplete` | `select` |
 * | `lookup` | the id of a row of a reference list (`lookup`) | `autocomplete` | `lookup` (or `remote` when `searched`) |
 * | `lookups` | ids of rows of a reference list (tags) | `tags` | `lookups` |
 */
export const fieldKinds = [
  'text',
  'longText',
  'email',
  'url',
  'phone',
  'clock',
  'number',
  'money',
  'percentage',
  'date',
  'boolean',
  'choice',
  'lookup',
  'lookups',
] as const;
export type FieldKind = (typeof fieldKinds)[number];

/** How the field is filtered in its entity's list; present when it is a filter field under its own key. */
export interface FilterDef {
  /** The filter's label when it differs from the field's. */
  label?: string;
  sortable?: boolean;
  /** Narrows the kind's operators (the list's `FieldConfig.operators`). */
  operators?: readonly Operator[];
  defaultOperator?: Operator;
}

/** The field as a column of its entity's list. */
export interface ColumnDefOf {
  /** The column's slug when it is not the field's key (a name shown for an id: `trip_type` for `trip_type_id`). */
  slug?: string;
  label?: string;
  /** Shown without the user asking for it. */
  default: boolean;
  sortable?: boolean;
}

/** What only the form needs beyond the kind: another control of the same value, or other bounds. */
export interface FormDef {
  /**
   * Another input for a text kind: `email` for a text the server does not check (a trip's customer email),
   * `text` for a value typed freely and checked on save (a provider's phone).
   */
  control?: 'email' | 'text';
  /** The most characters the input takes when it is fewer than the server's `max`. */
  max?: number;
}

interface Common {
  label: string;
  /**
   * `false`: the field is not part of the request (a figure the server computes, a name shown for an id);
   * it lives in the catalogue for its list filter or column.
   */
  input?: false;
  filter?: FilterDef;
  column?: ColumnDefOf;
  form?: FormDef;
}

export type TextKinds = 'text' | 'longText' | 'email' | 'url' | 'phone';

export type FieldDef = Common &
  (
    | { kind: TextKinds; max: number; required?: boolean }
    | { kind: 'clock' }
    | {
        kind: 'number';
        min: number;
        max: number;
        /** 0: a whole number; unset: any decimals. */
        decimals?: number;
        /** Not given: null (`nullable`), else `default`. */
        nullable?: boolean;
        default?: number;
      }
    | { kind: 'money'; nullable?: boolean; default?: number }
    | { kind: 'percentage'; max: number }
    | { kind: 'date'; required?: boolean }
    | { kind: 'boolean'; default?: boolean }
    | { kind: 'choice'; choices: readonly { value: string; label: string }[]; default?: string }
    | {
        kind: 'lookup';
        /** The reference list (`/lookups/{lookup}`), or with `searched` the resource searched through `/options`. */
        lookup?: string;
        searched?: boolean;
        /** Must name a row: a missing id or 0 is 'Required'. */
        required?: boolean;
        /** Not given: `default` when set, null when nullable (the default), else left out. */
        nullable?: boolean;
        default?: number;
        /** The fixed choices of a list filter that has no lookup list. */
        choices?: readonly FieldChoice[];
      }
    | { kind: 'lookups'; lookup: string; max: number }
  );

export type Catalogue = Readonly<Record<string, FieldDef>>;

/** The keys of the fields a request carries. */
export type InputKey<C extends Catalogue> = {
  [K in keyof C & string]: C[K] extends { input: false } ? never : K;
}[keyof C & string];

const FIELD_KEY = /^[a-z][a-z0-9_]*$/;

/** Checks a catalogue once, where it is declared: a wrong bound fails at start, not on the first request. */
export function defineFields<const C extends Record<string, FieldDef>>(catalogue: C): C {
  for (const [key, field] of Object.entries(catalogue)) {
    const fail = (why: string) => {
      throw new Error(`Field '${key}': ${why}`);
    };
    if (!FIELD_KEY.test(key)) fail('bad key');
    if (!(fieldKinds as readonly string[]).includes(field.kind)) fail(`unknown kind '${field.kind}'`);
    if (!field.label.trim()) fail('no label');
    if ('max' in field && !(field.max > 0)) fail('max must be positive');
    if (field.kind === 'number' && !(field.min <= field.max)) fail('min above max');
    if (field.kind === 'number' && field.default !== undefined) {
      if (field.default < field.min || field.default > field.max) fail('default out of bounds');
    }
    if (field.kind === 'choice') {
      if (field.choices.length === 0) fail('no choices');
      if (field.default !== undefined && !field.choices.some((c) => c.value === field.default))
        fail('default is not a choice');
    }
    if (field.kind === 'lookup' && field.required && (field.nullable || field.default !== undefined))
      fail('a required lookup has no default');
    if (field.kind === 'lookup' && !field.lookup === !field.choices)
      fail('a lookup names its list or its choices');
    if (field.kind === 'lookup' && field.choices?.length === 0) fail('empty choices');
    if (field.form?.max !== undefined && !('max' in field && field.form.max <= field.max))
      fail('the form allows more than the field');
    if (field.form?.control && !['text', 'email', 'url', 'phone'].includes(field.kind))
      fail(`a ${field.kind} has no ${field.form.control} control`);
    if (field.input === false && !field.filter && !field.column) fail('neither input nor listed');
  }
  return Object.freeze(catalogue);
}
