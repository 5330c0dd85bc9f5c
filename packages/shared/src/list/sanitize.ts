import { isRecord, isValidControl, isValidFieldFilter } from './checks.ts';
import { controlKeys, type ResourceDescriptor } from './descriptor.ts';
import { defaultFilterState, type ListState } from './state.ts';

export { isRecord };

/**
 * A valid list state from anything (a saved filter, a decoded URL, old local storage): each part that
 * validates is kept, anything else takes its default. Never throws.
 */
export function sanitizeState<K extends string>(d: ResourceDescriptor<K>, input: unknown): ListState<K> {
  const source = isRecord(input) ? input : {};
  const state: Record<string, unknown> = { ...defaultFilterState(d) };
  for (const name of d.fieldNames) {
    if (Object.hasOwn(source, name) && isValidFieldFilter(name, d.fields[name], source[name]))
      state[name] = source[name];
  }
  for (const key of controlKeys) {
    if (Object.hasOwn(source, key) && isValidControl(d, key, source[key])) state[key] = source[key];
  }
  return state as ListState<K>;
}
