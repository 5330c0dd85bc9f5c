import type { ListBinding } from './binding.ts';

const resources = new Map<string, ListBinding>();

/**
 * A binding that does not cover its descriptor fails at start-up, not on the first search. A tags field
 * needs a tag link; an autocomplete field an expression or a tag link (trips' tags, picked like any id).
 */
function checkBinding(b: ListBinding) {
  const d = b.descriptor;
  for (const name of d.fieldNames) {
    const { kind } = d.fields[name];
    const link = kind === 'tags' || kind === 'autocomplete' ? b.tags?.[name] : undefined;
    const covered = kind === 'tags' ? link : (link ?? b.fields[name]);
    if (!covered) throw new Error(`List '${d.name}': field '${name}' has no SQL in its binding`);
    if (kind === 'autocomplete' && link && b.fields[name])
      throw new Error(`List '${d.name}': field '${name}' is bound twice`);
  }
  const unsorted = d.sortKeys.find((key) => !b.fields[key]);
  if (unsorted) throw new Error(`List '${d.name}': sort key '${unsorted}' has no SQL in its binding`);
}

export function registerBinding(binding: ListBinding) {
  const name = binding.descriptor.name;
  const known = resources.get(name);
  // Apps built in one process (tests) may bind the same list anew, e.g. for another company time zone.
  if (known && known.descriptor !== binding.descriptor) throw new Error(`List '${name}' is registered twice`);
  checkBinding(binding);
  resources.set(name, binding);
}

/** Every registered list resource: the generic engine test walks them all. */
export const listResources = (): ListBinding[] => [...resources.values()];

export const findListResource = (name: string): ListBinding | undefined => resources.get(name);
