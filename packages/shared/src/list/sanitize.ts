import type { z } from 'zod';
import { controlKeys, type ResourceDescriptor } from './descriptor.ts';
import { schemasOf } from './filter.schema.ts';
import { defaultFilterState, type ListState } from './state.ts';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function validOr<T>(schema: z.ZodType<T>, source: Record<string, unknown>, key: string, fallback: T): T {
  if (!Object.hasOwn(source, key)) return fallback;
  const parsed = schema.safeParse(source[key]);
  return parsed.success ? parsed.data : fallback;
}

/**
 * A valid list state from anything (a saved filter, a decoded URL, old local storage): each part that
 * validates is kept, anything else takes its default. Never throws.
 */
export function sanitizeState<K extends string>(d: ResourceDescriptor<K>, input: unknown): ListState<K> {
  const source = isRecord(input) ? input : {};
  const { fields, controls } = schemasOf(d);
  const state: Record<string, unknown> = { ...defaultFilterState(d) };
  for (const name of d.fieldNames) state[name] = validOr(fields[name], source, name, state[name]);
  for (const key of controlKeys) {
    state[key] = validOr(controls[key] as z.ZodType<unknown>, source, key, state[key]);
  }
  return state as ListState<K>;
}
