import type { RecordField } from './record-fields.ts';

/** A settings record: typed keys with the spec's defaults (part 2 §3, §9), saved as one versioned group. */
export interface RecordGroup<Fields extends readonly RecordField[] = readonly RecordField[]> {
  /** The `{group}` of `/api/v1/settings/{group}` and of `/settings-section/{group}`. */
  group: string;
  title: string;
  /** The catalogue permission that shows (view) and saves (edit) it. */
  permission: string;
  fields: Fields;
}

/** A record group whose keys and kinds the compiler keeps, so what reads it gets typed values. */
export const defineRecord = <const Fields extends readonly RecordField[]>(group: RecordGroup<Fields>) =>
  group;

/** The value a field of each kind holds once read (defaults included). */
type ValueOf<F> = F extends { kind: 'boolean' }
  ? boolean
  : F extends { kind: 'hours' } | { kind: 'integer'; nullable: true }
    ? number | null
    : F extends { kind: 'integer' | 'rate' }
      ? number
      : F extends { kind: 'text' | 'secret' }
        ? string
        : F extends { kind: 'choice'; options: readonly { value: infer V }[] }
          ? V
          : F extends { kind: 'weekdays' }
            ? number[]
            : never;

/** A record's values by key, typed from its descriptor: `RecordSettings<typeof bookingRecord>`. */
export type RecordSettings<G extends RecordGroup> = {
  [F in G['fields'][number] as F['key']]: ValueOf<F>;
};

/** The keys of a record whose values are numbers (never null): what SQL may read as a number. */
export type NumericKey<G extends RecordGroup> = {
  [K in keyof RecordSettings<G>]: RecordSettings<G>[K] extends number ? K : never;
}[keyof RecordSettings<G>] &
  string;

// Field builders that keep each key's literal type (template keys such as `bps_${kind}_request_wait` too).

export const hoursField = <K extends string>(key: K, label: string, section: string) =>
  ({ key, label, section, kind: 'hours', default: null }) as const;

export const flagField = <K extends string>(key: K, label: string, section: string, on = false) =>
  ({ key, label, section, kind: 'boolean', default: on }) as const;

export const textField = <K extends string>(key: K, label: string, section?: string) =>
  ({
    key,
    label,
    ...(section ? { section } : {}),
    kind: 'text',
    maxLength: 4000,
    multiline: true,
    default: '',
  }) as const;
