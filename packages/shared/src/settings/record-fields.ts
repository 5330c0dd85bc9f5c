/**
 * The kinds of value a settings record holds. One kind decides the stored type, the check and (in the
 * web app) the input: a descriptor names kinds, never widgets.
 */
export type RecordFieldKind =
  | { kind: 'boolean' }
  /** A wait in hours, decimals allowed (≥ 0.001); null means "not set". */
  | { kind: 'hours' }
  /** A whole number within bounds; null when `nullable`. */
  | { kind: 'integer'; min: number; max: number; nullable?: boolean }
  /** A fraction such as a VAT rate (0.07 = 7 %). */
  | { kind: 'rate'; max: number }
  | { kind: 'text'; maxLength: number; multiline?: boolean }
  | { kind: 'choice'; options: readonly { value: string; label: string }[] }
  /** ISO week days, 1 = Monday … 7 = Sunday, each at most once. */
  | { kind: 'weekdays' }
  /** Stored encrypted; answered as the placeholder, kept when the placeholder comes back. */
  | { kind: 'secret'; maxLength: number };

export type RecordField = RecordFieldKind & {
  key: string;
  label: string;
  /** A heading the screen groups fields under. */
  section?: string;
  /** A line under the label saying what the setting does (a text of a `*Messages` object, so it is translated). */
  description?: string;
  default: RecordValue;
};

export type RecordValue = boolean | number | string | number[] | null;
export type RecordValues = Record<string, RecordValue>;

/** What the API answers for a secret that is set: the value itself never leaves the server. */
export const SECRET_PLACEHOLDER = '{key}';

export const MIN_HOURS = 0.001;
export const MAX_HOURS = 8760;

export const isoWeekDays = [
  { value: 1, label: 'Monday' },
  { value: 2, label: 'Tuesday' },
  { value: 3, label: 'Wednesday' },
  { value: 4, label: 'Thursday' },
  { value: 5, label: 'Friday' },
  { value: 6, label: 'Saturday' },
  { value: 7, label: 'Sunday' },
] as const;
