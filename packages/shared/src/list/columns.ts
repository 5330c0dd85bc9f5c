import type { ColumnDef } from './descriptor.ts';

/** A column of a list or report as the column picker and column-lists/get|save carry it (spec part 2 §3). */
export interface ColumnConfig {
  id: number;
  label: string;
  slug: string;
  is_active: boolean;
}

/**
 * The columns a user may order and switch on or off under one `type` of column-lists/get|save. Every list
 * descriptor is one; a report, or a list whose screen is not built yet, is a set of its own
 * (`defineColumnSet`), which its descriptor takes over when the list is built.
 */
export interface ColumnSet {
  readonly name: string;
  readonly label: string;
  readonly columns: readonly ColumnDef[];
}

const SLUG = /^[a-z][a-z0-9_]*$/;

/** A column set checked once: at least one column, slugs well formed and unique, at least one shown. */
export function defineColumnSet(set: ColumnSet): ColumnSet {
  const slugs = set.columns.map((c) => c.slug);
  const bad = slugs.find((slug) => !SLUG.test(slug));
  if (bad !== undefined) throw new Error(`${set.name}: bad column slug '${bad}'`);
  if (new Set(slugs).size !== slugs.length) throw new Error(`${set.name}: duplicate column slug`);
  if (!set.columns.some((c) => c.default)) throw new Error(`${set.name}: no column shown by default`);
  return Object.freeze({ ...set, columns: Object.freeze([...set.columns]) });
}

/** The set's columns in their order; ids are positions in the set, so they stay stable. */
export function defaultColumns(d: ColumnSet): ColumnConfig[] {
  return d.columns.map((c, i) => ({ id: i + 1, label: c.label, slug: c.slug, is_active: c.default }));
}

/**
 * A user's saved layout brought up to date with the set: saved order and on/off survive, columns the set
 * no longer has (or repeats) are dropped, new ones are appended with their default, labels always come
 * from the set.
 */
export function mergeColumns(
  saved: readonly Pick<ColumnConfig, 'slug' | 'is_active'>[],
  d: ColumnSet,
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
