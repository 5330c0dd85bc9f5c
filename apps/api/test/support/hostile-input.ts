import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Request input built from a route's own Zod schemas: a value that passes them, then one part of it
 * (or the whole) swapped for something hostile. A body wrong in many places stops at the first check;
 * one wrong in a single place, or not at all, reaches the services and the database.
 */

/** JSON text put in verbatim where a value would be: what JSON.stringify cannot write (1e400, deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

const deep = (open: string, inner: string, close: string, depth: number) =>
  new RawJson(open.repeat(depth) + inner + close.repeat(depth));

const deepArray = deep('[', '', ']', 100_000);
const structural = [deepArray, deep('{"a":', '1', '}', 50_000), new RawJson('{"__proto__":{"polluted":1}}')];
const wrongTypes = [true, null, {}, [], 'abc', [1, 'x', null], { id: 1 }];

/** Hostile values by the type of what they replace; the sweep gives every part the first two. */
const hostileNumbers = [
  2147483648,
  1e20,
  new RawJson('9007199254740993'),
  -2147483649,
  -1,
  0.5,
  new RawJson('1e400'),
  '1',
];
const hostileStrings = ['a\u0000b', '\ud800', 'x\udc00y', '\udfff\ud800', '\u0000', 'x'.repeat(1_000_000), 7];
const hostileOthers = [...structural, ...wrongTypes, 1e20, 'a\u0000b', '\ud800'];

const hostileFor = (value: unknown): unknown[] =>
  typeof value === 'number' ? hostileNumbers : typeof value === 'string' ? hostileStrings : hostileOthers;

/** Path and query values, already URL-encoded (a lone surrogate has no encoding of its own). */
export const hostileSegments = [
  ...['2147483648', 'a%00b', '%ED%A0%80', '-1', '1e20', '9007199254740993', '0', '1.5', 'NaN', 'Infinity'],
  ...['0x10', '%20', '%C0%AE%C0%AE', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(5000)],
];

/** Strings that pass common rules (names, emails, passwords, phones, dates, list and lookup names). */
const textCandidates = [
  'Fuzz 1',
  'fuzz@example.com',
  'Fuzz#2026',
  '+34 600 000 000',
  '2026-03-10',
  '2026-03-12',
  'locations',
  'trips',
  'countries',
  '',
];

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (s: unknown) => (s as { def: Def }).def;
type Bounds = { minValue?: number | null; maxValue?: number | null; maxLength?: number | null };

export interface InputOptions {
  /** Ids never chosen for a valid value: the caller's and its group's, so no edit locks the caller out. */
  avoid: readonly number[];
}

/** `id`, `group_id`, `tag_ids` …: where `avoid` applies (a version or a count may well be 1). */
const isIdKey = (key: string) => /(^|_)ids?$/.test(key);

const passes = (schema: unknown, value: unknown) => (schema as z.ZodType).safeParse(value).success;

function passing<T>(schema: unknown, candidates: T[]): fc.Arbitrary<T> {
  const ok = candidates.filter((c) => passes(schema, c));
  return fc.constantFrom(...(ok.length ? ok : candidates));
}

function numberCandidates(s: Bounds, avoid: readonly number[]) {
  const bounds = [s.minValue, s.maxValue].filter((n): n is number => Number.isFinite(n));
  return [1, 2, 3, 7, 0, -1, 1.5, ...bounds].filter((n) => !avoid.includes(n));
}

function textOf(s: Bounds) {
  const longest = s.maxLength && s.maxLength <= 10_000 ? ['x'.repeat(s.maxLength)] : [];
  return [...textCandidates, ...longest];
}

/** Any JSON, sometimes shaped like a list filter, with hostile strings and numbers inside. */
const unknownValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.record({
    values: fc.array(fc.constantFrom(...hostileStrings, ...hostileNumbers), { maxLength: 2 }),
    filter_type: fc.constantFrom('text', 'numeric', 'autocomplete'),
    option_type: fc.constantFrom('contains', 'is', 'between'),
  }),
);

/** A value the schema accepts, as far as its parts' own checks go; `key` is the property it is the value of. */
export function validValue(schema: unknown, o: InputOptions, key = ''): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (part: string) => validValue(def[part], o, key);
  switch (def.type) {
    case 'string':
      return passing(schema, textOf(schema as Bounds));
    case 'number':
      return passing(schema, numberCandidates(schema as Bounds, isIdKey(key) ? o.avoid : []));
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, validValue(v, o, k)])));
    }
    case 'array':
      return fc.array(inner('element'), { minLength: 1, maxLength: 2 });
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((item) => validValue(item, o, key)));
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((option) => validValue(option, o, key)));
    case 'record':
      return fc.dictionary(fc.constantFrom('location_name', 'search', 'page', 'x'), inner('valueType'), {
        maxKeys: 3,
      });
    case 'nullable':
      return fc.oneof(
        { arbitrary: inner('innerType'), weight: 4 },
        { arbitrary: fc.constant(null), weight: 1 },
      );
    case 'optional':
    case 'default':
    case 'prefault':
      // Left out (so the default applies) at times, and when the part fails its own refinements (a list filter).
      return fc
        .option(inner('innerType'), { nil: undefined, freq: 4 })
        .map((v) => (v !== undefined && passes(def.innerType, v) ? v : undefined));
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      // coerce(…).pipe(id) and preprocess: the output's checks; string.transform(…): the input's.
      return defOf(def.out).type === 'transform' ? inner('in') : inner('out');
    case 'lazy':
      return validValue((def.getter as () => unknown)(), o, key);
    default:
      return unknownValue;
  }
}

type Slot = { parent: Record<string, unknown>; key: string };

/** Every part of a value (properties and elements, nested ones too), in document order. */
function slotsOf(value: unknown, into: Slot[] = []): Slot[] {
  if (value === null || typeof value !== 'object' || value instanceof RawJson) return into;
  const parent = value as Record<string, unknown>;
  for (const key of Object.keys(parent)) {
    into.push({ parent, key });
    slotsOf(parent[key], into);
  }
  return into;
}

/** A copy of the value whose n-th part is replaced by what `by` makes of the part. */
function withPart(value: unknown, n: number, by: (part: unknown) => unknown): unknown {
  const copy = structuredClone(value);
  const { parent, key } = slotsOf(copy)[n];
  parent[key] = by(parent[key]);
  return copy;
}

/** The sweep: the valid value with each part in turn replaced by the first two hostile values of its type. */
export function sweepOf(valid: unknown): unknown[] {
  const parts = slotsOf(valid).flatMap((_, n) =>
    [0, 1].map((pick) => withPart(valid, n, (part) => hostileFor(part)[pick])),
  );
  return [deepArray, ...parts];
}

/** Mostly a valid value with one hostile part; sometimes valid throughout; sometimes hostile as a whole. */
export function hostileValueOf(schema: unknown, o: InputOptions): fc.Arbitrary<unknown> {
  const whole = fc.constantFrom(...hostileOthers, ...hostileNumbers, ...hostileStrings);
  if (!schema) return fc.oneof(whole, unknownValue);
  const valid = validValue(schema, o);
  const onePart = fc.tuple(valid, fc.nat(), fc.nat()).map(([v, n, pick]) => {
    const count = slotsOf(v).length;
    if (count === 0) return v;
    return withPart(v, n % count, (part) => hostileFor(part)[pick % hostileFor(part).length]);
  });
  return fc.oneof(
    { arbitrary: onePart, weight: 6 },
    { arbitrary: valid, weight: 1 },
    { arbitrary: whole, weight: 1 },
  );
}

/** A path or query value the schema accepts, URL-encoded. */
export function validSegment(schema: unknown, o: InputOptions, key: string): fc.Arbitrary<string> {
  return schema ? validValue(schema, o, key).map((v) => encodeURIComponent(String(v))) : fc.constant('2');
}

/** A JSON body as the client writes it, with the verbatim parts in place. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) =>
    v instanceof RawJson ? `@@raw${raws.push(v.text) - 1}@@` : v,
  );
  return text.replace(/"@@raw(\d+)@@"/g, (_match, i) => raws[Number(i)]);
}
