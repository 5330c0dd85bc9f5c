import { z } from 'zod';
import { messages } from '../validation/messages.ts';
import { integer, money, quantity, rowId } from '../validation/numbers.ts';
import * as rules from '../validation/rules.ts';
import { fields, ruled } from '../validation/zod.ts';
import type { Catalogue, FieldDef, InputKey } from './define.ts';

/** The wording of values the catalogue's kinds refuse beyond the shared rules. */
export const fieldMessages = {
  dateFormat: 'Enter the date as YYYY-MM-DD.',
  clock: 'A time of day such as 15:00',
} as const;

/** A day 'YYYY-MM-DD': a missing one says `missing`, a malformed one says how to write it. */
export const isoDay = (missing: string) =>
  z.iso.date({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? missing
        : fieldMessages.dateFormat,
  });

/** A time of day as 'HH:MM', or '' when not said. */
export const clockPattern = /^(([01]\d|2[0-3]):[0-5]\d)?$/;

type Ruled = ReturnType<typeof ruled>;
type Given<S extends z.ZodType> = z.ZodDefault<z.ZodOptional<S>>;
type OrNull<S extends z.ZodType> = Given<z.ZodNullable<S>>;
type Day = ReturnType<typeof isoDay>;
type Values<F> = F extends { choices: readonly { value: infer V extends string }[] } ? V : never;

/** The Zod schema a catalogue entry gives, as a type (so request and response types stay exact). */
export type SchemaOf<F extends FieldDef> = F extends { kind: 'text' | 'longText' | 'email' | 'url' | 'phone' }
  ? F extends { required: true }
    ? Ruled
    : Given<Ruled>
  : F extends { kind: 'clock' }
    ? Given<z.ZodString>
    : F extends { kind: 'number' | 'money' | 'percentage' }
      ? F extends { nullable: true }
        ? OrNull<z.ZodNumber>
        : F extends { default: number }
          ? Given<z.ZodNumber>
          : F extends { kind: 'percentage' }
            ? OrNull<z.ZodNumber>
            : z.ZodNumber
      : F extends { kind: 'date' }
        ? F extends { required: true }
          ? Day
          : OrNull<Day>
        : F extends { kind: 'boolean' }
          ? Given<z.ZodBoolean>
          : F extends { kind: 'choice' }
            ? F extends { default: string }
              ? Given<z.ZodEnum<{ [V in Values<F>]: V }>>
              : z.ZodEnum<{ [V in Values<F>]: V }>
            : F extends { kind: 'lookup' }
              ? F extends { required: true }
                ? z.ZodNumber
                : F extends { default: number }
                  ? Given<z.ZodNumber>
                  : F extends { nullable: false }
                    ? z.ZodOptional<z.ZodNumber>
                    : OrNull<z.ZodNumber>
              : F extends { kind: 'lookups' }
                ? Given<z.ZodArray<z.ZodNumber>>
                : never;

export type InputShape<C extends Catalogue> = { [K in InputKey<C>]: SchemaOf<C[K]> };

export interface InputOptions {
  /** What a missing required day says (trips: 'Enter the date.'). */
  dateMissing?: string;
}

const given = <S extends z.ZodType>(schema: S, value: z.output<S>) =>
  schema.optional().default(value as never);

/** The request schema of one field, from the shared rules so the messages stay those of the spec. */
export function schemaOf(field: FieldDef, options: InputOptions = {}): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'url':
    case 'phone': {
      if (field.required) return fields.requiredText(field.max);
      const checked =
        field.kind === 'email'
          ? ruled(rules.email, rules.maxLength(field.max))
          : field.kind === 'phone'
            ? ruled(rules.phone, rules.maxLength(field.max))
            : fields.optionalText(field.max);
      return given(checked, '');
    }
    case 'clock':
      return given(z.string().trim().regex(clockPattern, fieldMessages.clock), '');
    case 'number':
    case 'money':
    case 'percentage': {
      const base =
        field.kind === 'money'
          ? money()
          : field.kind === 'percentage'
            ? z.number().min(0, messages.negative).max(field.max)
            : field.decimals === 0
              ? field.min === 0
                ? quantity(field.max)
                : integer(field.min, field.max)
              : z.number().min(field.min).max(field.max);
      if ('nullable' in field && field.nullable) return given(base.nullable(), null);
      if ('default' in field && field.default !== undefined) return given(base, field.default);
      return field.kind === 'percentage' ? given(base.nullable(), null) : base;
    }
    case 'date': {
      const day = isoDay(options.dateMissing ?? messages.required);
      return field.required ? day : given(day.nullable(), null);
    }
    case 'boolean':
      return given(z.boolean(), field.default ?? false);
    case 'choice': {
      const values = field.choices.map((c) => c.value) as [string, ...string[]];
      return field.default === undefined ? z.enum(values) : given(z.enum(values), field.default);
    }
    case 'lookup': {
      if (field.required) return rowId(messages.required);
      if (field.default !== undefined) return given(rowId(), field.default);
      return field.nullable === false ? rowId().optional() : given(rowId().nullable(), null);
    }
    case 'lookups':
      return given(z.array(rowId()).max(field.max), []);
  }
}

/** The request shape of a catalogue: every field it carries (not `input: false`), in catalogue order. */
export function inputShape<C extends Catalogue>(catalogue: C, options: InputOptions = {}): InputShape<C> {
  return Object.fromEntries(
    Object.entries(catalogue)
      .filter(([, field]) => field.input !== false)
      .map(([key, field]) => [key, schemaOf(field, options)]),
  ) as InputShape<C>;
}

/** Some fields of a shape, in the order given (a new trip takes a few of the trip's fields). */
export const pick = <S extends Record<string, z.ZodType>, const K extends keyof S>(
  shape: S,
  keys: readonly K[],
) => Object.fromEntries(keys.map((key) => [key, shape[key]])) as Pick<S, K>;

type Bare<T> = T extends z.ZodDefault<infer I> ? Bare<I> : T extends z.ZodOptional<infer I> ? Bare<I> : T;
const bare = (s: z.ZodType): z.ZodType =>
  s instanceof z.ZodDefault || s instanceof z.ZodOptional ? bare(s.unwrap() as z.ZodType) : s;

/** An input shape as the server shows it back: no defaults, nothing optional, without the keys `omit` names. */
export const shown = <S extends Record<string, z.ZodType>, O extends string = never>(
  shape: S,
  omit: readonly O[] = [],
) =>
  Object.fromEntries(
    Object.entries(shape)
      .filter(([k]) => !(omit as readonly string[]).includes(k))
      .map(([k, v]) => [k, bare(v)]),
  ) as { [K in Exclude<keyof S, O>]: Bare<S[K]> };
