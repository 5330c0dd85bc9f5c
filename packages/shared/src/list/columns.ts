import type { ResourceDescriptor } from './descriptor.ts';

/** A column of a list or report as the column picker and column-lists/get|save carry it (spec part 2 §3). */
export interface ColumnConfig {
  id: number;
  label: string;
  slug: string;
  is_active: boolean;
}

/** The descriptor's columns in their order; ids are positions in the descriptor, so they stay stable. */
export function defaultColumns(d: ResourceDescriptor): ColumnConfig[] {
  return d.columns.map((c, i) => ({ id: i + 1, label: c.label, slug: c.slug, is_active: c.default }));
}

/**
 * A user's saved layout brought up to date with the descriptor: saved order and on/off survive, columns
 * the descriptor no longer has (or repeats) are dropped, new ones are appended with their default,
 * labels always come from the descriptor.
 */
export function mergeColumns(
  saved: readonly Pick<ColumnConfig, 'slug' | 'is_active'>[],
  d: ResourceDescriptor,
): ColumnConfig[] {
  const known = new Map(defaultColumns(d).map((c) => [c.slug, c]));
  const merged: ColumnConfig[] = [];
  for (const { slug, is_active } of saved) {
    const column = known.get(slug);
    if (!column) continue;
    known.delete(slug);
    merged.push({ ...column, is_active });
  }
  return [...merged, ...known.values()];
}
