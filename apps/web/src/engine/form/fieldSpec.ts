import type { MessageDescriptor } from '@lingui/core';
import type { Catalogue } from '@trips/shared/fields/define';
import { type FormControl, formControlOf } from '@trips/shared/fields/form';

/** A label: a catalogue message (`msg`), or a text of the shared package shown through `tr()`. */
export type Label = string | MessageDescriptor;

/**
 * How one field of a form is edited: the kind picks the control, the rest bounds it. Forms list their fields
 * as specs (provider, trip, trip rows, brands…) and render each with `FieldControl`.
 */
export type FieldSpec<K extends string = string> = {
  key: K;
  /** A `msg` descriptor, or an English text from the shared package (translated when it is in the catalogue). */
  label: Label;
  required?: boolean;
  /** What an empty input shows ("Not set"). */
  placeholder?: Label;
  /** A line under the label saying what the field does. */
  description?: Label;
} & (
  | { kind: 'text' | 'email' | 'url' | 'tel'; max: number }
  | { kind: 'textarea'; max: number; rows?: number }
  /** Typed through the spec's phone mask ('+34 600-111 222'), checked as it is saved. */
  | { kind: 'phone'; max: number }
  /**
   * `empty` is what a cleared input holds (null unless the record needs a number); `decimals` unset takes
   * any; with `keepText` what is not a number stays as typed, for the form's check to name.
   */
  | { kind: 'number'; min: number; max: number; decimals?: number; empty?: number | null; keepText?: boolean }
  | { kind: 'money'; empty?: number | null }
  /** Held as a fraction (0.07), shown as a percentage (7 %). */
  | { kind: 'percentage'; max: number }
  | { kind: 'date' }
  | { kind: 'boolean' }
  | { kind: 'select'; options: readonly { value: string; label: Label }[] }
  /** One row of a reference list (`/lookups/{lookup}`), by id. */
  | { kind: 'lookup'; lookup: string }
  /** Several rows of a reference list (tags), by id. */
  | { kind: 'lookups'; lookup: string }
  /** One row of a big resource, searched through its `/options`. */
  | { kind: 'remote'; resource: string; placeholder?: string }
  /** A text per language, held as `{ eng, spn, grm }`. */
  | { kind: 'languages'; max: number; multiline?: boolean }
  /** A picture: its URL as saved, a data URL chosen and not saved yet, or '' for none. */
  | { kind: 'image' }
  /** Never shown once saved (`saved` is the server's placeholder): empty keeps it. */
  | { kind: 'secret'; max: number }
  /** ISO week days, held as the numbers ticked (1 = Monday … 7 = Sunday). */
  | { kind: 'weekdays' }
);

export type FieldKind = FieldSpec['kind'];

/** What only a screen adds to a catalogue's field: a hint under it, a placeholder, another label. */
export interface SpecExtra {
  label?: Label;
  placeholder?: string | MessageDescriptor;
  description?: Label;
}

/**
 * The form spec of a field of an entity's catalogue (`packages/shared/src/fields/`): its label, and the
 * control and bounds its kind gives (`formControlOf`). Forms of a catalogued entity (trip, provider) list
 * keys and take their specs from here, never declaring a field's kind or bounds again.
 */
export function specOf<C extends Catalogue, K extends keyof C & string>(
  catalogue: C,
  key: K,
  extra: SpecExtra = {},
): FieldSpec<K> {
  const field = catalogue[key];
  const control: FormControl = formControlOf(field);
  return { key, label: field.label, ...control, ...extra } as FieldSpec<K>;
}

// Every control a catalogue gives is one this engine renders.
type Fits<T extends FieldSpec> = T;
export type CatalogueSpec = Fits<FormControl & { key: string; label: Label }>;

/** The most an amount may be (the server's `money` rule). */
export const moneyMax = 9_999_999_999;

/** A fraction (0.07) as the percentage a person reads (7). */
export const percentOf = (fraction: number) => Math.round(fraction * 100 * 1e8) / 1e8;
/** A percentage typed (7) as the fraction it stands for (0.07). */
export const fractionOf = (percent: number) => Math.round((percent / 100) * 1e10) / 1e10;

export { textOf as labelText } from '../../i18n/tr';
