import type { ResourceDescriptor } from '@trips/shared/list/descriptor';
import { type FieldFilter, isActiveFilter } from '@trips/shared/list/state';

/** Up to this many fields, every filter has its own button; beyond it, "More filters" offers the rest. */
export const allFieldsUpTo = 6;

/** The fields shown as buttons: all of a short list, else the active ones and those opened this visit. */
export function visibleFields(
  d: ResourceDescriptor,
  filterOf: (name: string) => FieldFilter,
  opened: ReadonlySet<string>,
): { shown: string[]; more: string[] } {
  if (d.fieldNames.length <= allFieldsUpTo) return { shown: [...d.fieldNames], more: [] };
  const isShown = (name: string) => opened.has(name) || isActiveFilter(filterOf(name));
  return { shown: d.fieldNames.filter(isShown), more: d.fieldNames.filter((n) => !isShown(n)) };
}
